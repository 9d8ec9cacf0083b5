import Foundation
import Testing

/// The sample universe must be written exactly as the API writes it: key order, vocabulary and formats.
@Suite("Sample universe shape")
struct SampleUniverseShapeTests {
    private typealias Files = SampleUniverseFiles

    @Test(arguments: [
        ("characters.json", Self.characterKeys),
        ("episodes.json", ["id", "name", "air_date", "episode", "characters", "url", "created"]),
        ("locations.json", ["id", "name", "type", "dimension", "residents", "url", "created"]),
    ])
    func objectsKeepTheAPIKeyOrder(file: String, keys: [String]) throws {
        let order = Files.KeyOrder(scanning: try Files.data(named: file))

        #expect(!order.topLevelObjects.isEmpty)
        #expect(order.topLevelObjects.allSatisfy { $0 == keys })
        #expect(order.nestedObjects.allSatisfy { $0 == ["name", "url"] })
    }

    @Test func charactersUseTheAPIVocabulary() throws {
        for character in try Files.characters() {
            #expect(["Alive", "Dead", "unknown"].contains(character.status), "\(character.name)")
            #expect(["Female", "Male", "Genderless", "unknown"].contains(character.gender), "\(character.name)")
            #expect(!character.name.isEmpty && !character.species.isEmpty)
        }
    }

    @Test func createdIsUTCWithMilliseconds() throws {
        let stamps =
            try Files.characters().map(\.created) + Files.episodes().map(\.created) + Files.locations().map(\.created)
        let pattern = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/

        #expect(stamps.allSatisfy { $0.wholeMatch(of: pattern) != nil })
    }

    @Test func episodesWriteAirDatesAndCodesAsTheAPIDoes() throws {
        for episode in try Files.episodes() {
            #expect(episode.airDate.wholeMatch(of: /[A-Z][a-z]+ \d{1,2}, \d{4}/) != nil, "\(episode.airDate)")
            #expect(episode.episode.wholeMatch(of: /S\d{2}E\d{2}/) != nil, "\(episode.episode)")
        }
    }

    @Test func filtersHaveVarietyToFind() throws {
        let characters = try Files.characters()

        #expect(characters.filter { $0.name.localizedCaseInsensitiveContains("rick") }.count >= 3)
        #expect(characters.filter { $0.name.localizedCaseInsensitiveContains("morty") }.count >= 3)
        #expect(Set(characters.map(\.status)) == ["Alive", "Dead", "unknown"])
        #expect(Set(characters.map(\.gender)) == ["Female", "Male", "Genderless", "unknown"])
        #expect(Set(characters.map(\.species)).isSuperset(of: ["Human", "Alien", "Humanoid", "Robot"]))
        #expect(characters.contains { !$0.type.isEmpty } && characters.contains { $0.type.isEmpty })
        #expect(characters.contains { $0.origin == Files.Reference(name: "unknown", url: "") })
    }

    @Test func textIncludesNonASCIICharacters() throws {
        let texts = try ["characters.json", "episodes.json", "locations.json"].map {
            String(decoding: try Files.data(named: $0), as: UTF8.self)
        }

        #expect(texts.contains { $0.unicodeScalars.contains { !$0.isASCII } })
    }

    private static let characterKeys = [
        "id", "name", "status", "species", "type", "gender", "origin", "location", "image", "episode", "url",
        "created",
    ]
}
