import Foundation

/// A list page of characters as the API sends it, decoded strictly: every key of every character is required.
struct CharacterPageDTO: Decodable, Sendable, Equatable {
    struct Info: Decodable, Sendable, Equatable {
        let count: Int
        let pages: Int
        let next: URL?
        let prev: URL?
    }

    struct Place: Decodable, Sendable, Equatable {
        let name: String
        /// Empty for an unknown place, so not a `URL`.
        let url: String
    }

    struct Character: Decodable, Sendable, Equatable {
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
