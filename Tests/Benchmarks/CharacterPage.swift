import Foundation

/// A list page of characters as the API sends it, decoded with every key of every character.
struct CharacterPage: Decodable, Sendable {
    struct Info: Decodable, Sendable {
        let count: Int
        let pages: Int
        let next: URL?
        let prev: URL?
    }

    struct Place: Decodable, Sendable {
        let name: String
        let url: String
    }

    struct Character: Decodable, Sendable {
        let id: Int
        let name: String
        let status: String
        let species: String
        let type: String
        let gender: String
        let origin: Place
        let location: Place
        let image: URL
        let episode: [URL]
        let url: URL
        let created: String
    }

    let info: Info
    let results: [Character]
}
