import FeatureData
import Foundation
import TestSupport
import Testing

@testable import CharactersFeature

@Suite("The API snapshot through the DTO and mapping")
struct SnapshotDecodingTests {
    @Test(
        .enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason))
    )
    func decodesAndMapsEveryCharacterOfTheSnapshot() throws {
        let directory = try #require(SnapshotLocation.directory())
        let data = try Data(contentsOf: directory.appendingPathComponent("characters.json"))

        let characters = try JSONDecoder().decode([APIItemDTO<CharacterDTO>].self, from: data).map { $0.toDomain() }

        #expect(characters.count == 826)
        #expect(characters.first?.name == "Rick Sanchez")
        #expect(characters.allSatisfy { !$0.episodeIDs.isEmpty })
        #expect(characters.filter { $0.type.isEmpty }.count == 401)
    }
}
