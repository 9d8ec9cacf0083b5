import APIVocabulary
import Foundation
import SharedPresentation
import TestSupport
import Testing

@Suite("The summaries two features share")
struct SummariesTests {
    @Test func aCharacterSummaryReadsTheAPIsCharacterAndShowsItsStatusAndSpecies() throws {
        let json = """
            {"id": 1, "name": "Rick Sanchez", "status": "unknown", "species": "Human", "type": "", "gender": "Male",
             "image": "https://host/api/character/avatar/1.jpeg", "episode": []}
            """

        let rick = try JSONDecoder().decode(CharacterSummary.self, from: Data(json.utf8))

        #expect(rick.image == "https://host/api/character/avatar/1.jpeg")
        #expect(rick.row.title == "Rick Sanchez")
        #expect(rick.row.detail == "Unknown · Human", "the API's words capitalised")
        #expect(rick.row.values["status"] == .text("unknown"), "the data keeps the API's word")
    }

    @Test func anEpisodeSummaryReadsItsCodeAndShowsItFirst() throws {
        let json = #"{"id": 1, "name": "Pilot", "episode": "S01E01", "air_date": "December 2, 2013"}"#

        let pilot = try JSONDecoder().decode(EpisodeSummary.self, from: Data(json.utf8))

        #expect(pilot.code.season == 1)
        #expect(pilot.row.title == "S01E01 · Pilot")
        #expect(pilot.row.values["episode"] == .text("S01E01"))
    }

    @Test(
        .enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason))
    )
    func everyCharacterAndEpisodeOfTheSnapshotReadsAsItsSummary() throws {
        let directory = try #require(SnapshotLocation.directory())
        let characters = try Data(contentsOf: directory.appendingPathComponent("characters.json"))
        let episodes = try Data(contentsOf: directory.appendingPathComponent("episodes.json"))

        #expect(try JSONDecoder().decode([CharacterSummary].self, from: characters).count == 826)
        #expect(try JSONDecoder().decode([EpisodeSummary].self, from: episodes).allSatisfy { $0.code.season != nil })
    }
}
