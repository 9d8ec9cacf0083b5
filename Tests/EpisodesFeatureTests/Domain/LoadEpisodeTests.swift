import Testing

@testable import EpisodesFeature

@Suite("LoadEpisode and LoadEpisodes", .timeLimit(.minutes(1)))
struct LoadEpisodeTests {
    @Test func loadEpisodeAsksTheRepositoryForTheID() async throws {
        let repository = EpisodesRepositorySpy()
        let episode = Fixtures.episode(id: 28)
        repository.episodeCalls.stub { _ in Fixtures.fresh(episode) }

        let loaded = try await LoadEpisode(repository: repository)(id: 28)

        #expect(loaded.value == episode)
        #expect(repository.messages == [.episode(id: 28, mode: .preferSaved)])
    }

    @Test(arguments: [0, -1])
    func loadEpisodeReportsIDsBelowOneAsNotFoundWithoutARequest(id: Int) async {
        let repository = EpisodesRepositorySpy()

        await #expect(throws: EpisodesError.episodeNotFound(id: id)) {
            try await LoadEpisode(repository: repository)(id: id)
        }
        #expect(repository.messages.isEmpty)
    }

    @Test func loadEpisodesAsksForSortedDistinctValidIDs() async throws {
        let repository = EpisodesRepositorySpy()
        repository.episodesCalls.stub { _ in Fixtures.fresh([Fixtures.episode(id: 1), Fixtures.episode(id: 3)]) }

        let loaded = try await LoadEpisodes(repository: repository)(ids: [3, 1, 3, 0, -2], mode: .refresh)

        #expect(loaded.value.map(\.id) == [1, 3])
        #expect(repository.messages == [.episodes(ids: [1, 3], mode: .refresh)])
    }

    @Test func loadEpisodesWithoutIDsSendsNoRequest() async throws {
        let repository = EpisodesRepositorySpy()

        let loaded = try await LoadEpisodes(repository: repository)(ids: [])

        #expect(loaded.value.isEmpty)
        #expect(loaded.freshness == .fresh)
        #expect(repository.messages.isEmpty)
    }
}
