import Foundation

/// Reads the bundled sample universe straight from the source tree (the test target cannot see the module's bundle).
enum SampleUniverseFiles {
    static let apiPrefix = "https://rickandmortyapi.com/api/"

    static func data(named name: String, filePath: String = #filePath) throws -> Data {
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // Sample
            .deletingLastPathComponent()  // APIReplicaTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        let url = packageRoot.appendingPathComponent("Infrastructure/APIReplica/Resources/SampleUniverse/\(name)")
        return try Data(contentsOf: url)
    }

    static func characters() throws -> [CharacterRecord] {
        try JSONDecoder().decode([CharacterRecord].self, from: data(named: "characters.json"))
    }

    static func episodes() throws -> [EpisodeRecord] {
        try JSONDecoder().decode([EpisodeRecord].self, from: data(named: "episodes.json"))
    }

    static func locations() throws -> [LocationRecord] {
        try JSONDecoder().decode([LocationRecord].self, from: data(named: "locations.json"))
    }

    /// The id at the end of `url` when it is `<apiPrefix><resource>/<id>`, else nil.
    static func id(in url: String, resource: String) -> Int? {
        let prefix = apiPrefix + resource + "/"
        guard url.hasPrefix(prefix) else { return nil }
        return Int(url.dropFirst(prefix.count))
    }

    struct Reference: Decodable, Equatable {
        let name: String
        let url: String
    }

    struct CharacterRecord: Decodable {
        let id: Int
        let name: String
        let status: String
        let species: String
        let type: String
        let gender: String
        let origin: Reference
        let location: Reference
        let image: String
        let episode: [String]
        let url: String
        let created: String
    }

    struct EpisodeRecord: Decodable {
        let id: Int
        let name: String
        let airDate: String
        let episode: String
        let characters: [String]
        let url: String
        let created: String

        private enum CodingKeys: String, CodingKey {
            case id, name, episode, characters, url, created
            case airDate = "air_date"
        }
    }

    struct LocationRecord: Decodable {
        let id: Int
        let name: String
        let type: String
        let dimension: String
        let residents: [String]
        let url: String
        let created: String
    }
}
