import FeatureDomain
import Locking
import Testing

@testable import CharactersFeature

@Suite("Load character episodes")
struct LoadCharacterEpisodesTests {
    @Test func theEpisodesComeInTheCharactersOrderEachOnce() async throws {
        let loader = EpisodeSummariesStub()
        let sut = LoadCharacterEpisodes(loader: loader)

        let episodes = try await sut(of: character(episodes: [3, 1, 3, 2]), mode: .preferSaved).value

        #expect(episodes.map(\.id) == [3, 1, 2])
        #expect(loader.asked.withLock { $0 } == [[3, 1, 3, 2]])
    }

    @Test func aCharacterInNoEpisodeSendsNoRequest() async throws {
        let loader = EpisodeSummariesStub()

        let episodes = try await LoadCharacterEpisodes(loader: loader)(of: character(episodes: []), mode: .refresh)

        #expect(episodes.value.isEmpty)
        #expect(loader.asked.withLock { $0 }.isEmpty)
    }

    private func character(episodes: [Int]) -> Character {
        Character(
            id: 1, name: "Rick", status: .alive, species: "Human", type: "", gender: .male,
            origin: CharacterPlace(name: "unknown", id: nil), location: CharacterPlace(name: "unknown", id: nil),
            image: "", episodeIDs: episodes, url: "", created: "")
    }
}

private final class EpisodeSummariesStub: EpisodeSummariesLoader {
    let asked = Locked<[[Int]]>([])

    func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]> {
        asked.withLock { $0.append(ids) }
        return Fetched(value: Set(ids).sorted().map { EpisodeSummary(id: $0, code: "S01E0\($0)", name: "E\($0)") })
    }
}
