import FeatureDomain
import Foundation
import Networking

@testable import CharactersFeature

/// Domain values for tests, with defaults for everything a test does not care about.
enum Fixtures {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)

    static func character(
        id: Int,
        name: String? = nil,
        status: CharacterStatus = .alive,
        species: String = "Human",
        type: String = "",
        gender: CharacterGender = .male,
        episodeIDs: [Int] = [1]
    ) -> CharactersFeature.Character {
        CharactersFeature.Character(
            id: id,
            name: name ?? "Character \(id)",
            status: status,
            species: species,
            type: type,
            gender: gender,
            origin: CharacterPlace(name: "Earth (C-137)", id: 1),
            location: CharacterPlace(name: "Citadel of Ricks", id: 3),
            imageURL: URL(string: "https://example.com/api/character/avatar/\(id).jpeg"),
            episodeIDs: episodeIDs
        )
    }

    static func page(ids: [Int], number: Int = 1, pageCount: Int = 3) -> CharacterPage {
        CharacterPage(
            characters: ids.map { character(id: $0) },
            number: number,
            pageCount: pageCount,
            totalCount: pageCount * 20
        )
    }

    static func loaded<Value>(_ value: Value, isStale: Bool = false, storedAt: Date = date) -> Fetched<Value> {
        Fetched(value: value, freshness: isStale ? .stale(savedAt: storedAt) : .fresh)
    }

    static func episode(id: Int) -> EpisodeSummary {
        EpisodeSummary(id: id, code: String(format: "S01E%02d", id), name: "Episode \(id)")
    }

    static func avatar(id: Int, bytes: Int = 3_174, origin: ImageOrigin = .network) -> AvatarImage {
        AvatarImage(characterID: id, data: Data(repeating: 0xFF, count: bytes), origin: origin)
    }

    static let offline = URLError(.notConnectedToInternet)

    /// What the Data layer throws when the network is down.
    static let offlineNetworkError = LoadFailure.unreachable(host: "127.0.0.1:8080")
    private static let unusedOfflineNetworkError = NetworkError.transport(
        .offline,
        reason: "The Internet connection appears to be offline.",
        url: URL(fileURLWithPath: "/")
    )
}
