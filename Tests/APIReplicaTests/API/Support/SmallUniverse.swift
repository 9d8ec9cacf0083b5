import APIReplica
import Foundation
import Testing

/// A 45-character, 5-location, 3-episode universe in the API's format, written by the tests themselves.
///
/// It makes the suite mean something without the snapshot. Characters are written in reverse id order to check
/// sorting; location 0 lacks `type` and `dimension`, like the real database's hidden location.
enum SmallUniverse {
    static let characterCount = 45

    static func character(_ id: Int) -> String {
        let name =
            switch id {
            case 7: "Morty’s Clone (J19ζ7)"
            case 8: "Mr. Poopybutthole"
            case 9: "Male Rick"
            default: id.isMultiple(of: 3) ? "Rick Variant \(id)" : "Citizen \(id)"
            }
        let status = ["Alive", "Dead", "unknown"][id % 3]
        let species = id.isMultiple(of: 5) ? "Humanoid" : "Human"
        let type = id == 10 ? "Parasite" : id.isMultiple(of: 2) ? "Genetic experiment" : ""
        let gender = id == 11 ? "Genderless" : id.isMultiple(of: 2) ? "Female" : "Male"
        return """
            {
              "id": \(id),
              "name": "\(name)",
              "status": "\(status)",
              "species": "\(species)",
              "type": "\(type)",
              "gender": "\(gender)",
              "origin": { "name": "Earth (C-137)", "url": "https://rickandmortyapi.com/api/location/1" },
              "location": { "name": "unknown", "url": "" },
              "image": "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg",
              "episode": ["https://rickandmortyapi.com/api/episode/1", "https://rickandmortyapi.com/api/episode/2"],
              "url": "https://rickandmortyapi.com/api/character/\(id)",
              "created": "2017-11-04T18:48:46.250Z"
            }
            """
    }

    static let charactersJSON = "[\n" + (1...characterCount).reversed().map(character).joined(separator: ",\n") + "\n]"

    static let locationsJSON = """
        [
          {"id": 1, "name": "Earth (C-137)", "type": "Planet", "dimension": "Dimension C-137",
           "residents": ["https://rickandmortyapi.com/api/character/1"],
           "url": "https://rickandmortyapi.com/api/location/1", "created": "2017-11-10T12:42:04.162Z"},
          {"id": 2, "name": "Abadango", "type": "Cluster", "dimension": "unknown", "residents": [],
           "url": "https://rickandmortyapi.com/api/location/2", "created": "2017-11-10T13:06:38.182Z"},
          {"id": 3, "name": "Earth (Replacement Dimension)", "type": "Planet", "dimension": "Replacement Dimension",
           "residents": [], "url": "https://rickandmortyapi.com/api/location/3", "created": "2017-11-10T13:08:13.191Z"},
          {"id": 4, "name": "Nowhere", "type": "", "dimension": "", "residents": [],
           "url": "https://rickandmortyapi.com/api/location/4", "created": "2017-11-10T13:08:13.191Z"},
          {"id": 0, "name": "unknown", "url": "", "residents": [], "created": "2017-11-10T13:08:13.191Z"}
        ]
        """

    static let episodesJSON = """
        [
          {"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01",
           "characters": ["https://rickandmortyapi.com/api/character/1"],
           "url": "https://rickandmortyapi.com/api/episode/1", "created": "2017-11-10T12:56:33.798Z"},
          {"id": 2, "name": "Lawnmower Dog", "air_date": "December 9, 2013", "episode": "S01E02", "characters": [],
           "url": "https://rickandmortyapi.com/api/episode/2", "created": "2017-11-10T12:56:33.916Z"},
          {"id": 3, "name": "Morty’s Story", "air_date": "June 20, 2021", "episode": "S05E01", "characters": [],
           "url": "https://rickandmortyapi.com/api/episode/3", "created": "2021-06-20T12:00:00.000Z"}
        ]
        """

    /// The avatar bytes served for character `id`: not a real JPEG, just recognisable bytes.
    static func avatar(_ id: Int) -> Data {
        Data([0xFF, 0xD8, 0xFF, UInt8(id % 256)]) + Data("avatar \(id)".utf8) + Data([0xFF, 0xD9])
    }

    /// Parsed once: the dataset and an API without faults are immutable values the tests can share.
    private static let loaded = Result { () throws(DatasetLoadingError) in
        try DatasetLoader.dataset(
            characters: Data(charactersJSON.utf8),
            episodes: Data(episodesJSON.utf8),
            locations: Data(locationsJSON.utf8),
            avatars: SmallUniverseAvatars(avatars: Dictionary(uniqueKeysWithValues: (1...5).map { ($0, avatar($0)) }))
        )
    }
    private static let sharedAPI = loaded.map { ReplicaAPI(dataset: $0, baseURL: baseURL) }

    static let baseURL = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")

    static func dataset() throws -> ReplicaDataset {
        try loaded.get()
    }

    static func makeAPI(faults: FaultInjector? = nil) throws -> ReplicaAPI {
        guard let faults else { return try sharedAPI.get() }
        return ReplicaAPI(dataset: try dataset(), baseURL: baseURL, faults: faults)
    }
}

/// Serves fixed avatars from a dictionary.
struct SmallUniverseAvatars: AvatarSource {
    let avatars: [Int: Data]

    func jpegData(forCharacter id: Int) -> Data? { avatars[id] }
}
