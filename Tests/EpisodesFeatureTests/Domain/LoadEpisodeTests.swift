import Testing

@testable import EpisodesFeature

@Suite("LoadEpisode", .timeLimit(.minutes(1)))
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
}
