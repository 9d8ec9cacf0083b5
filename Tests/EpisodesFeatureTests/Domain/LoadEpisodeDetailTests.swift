import FeatureDomain
import Testing

@testable import EpisodesFeature

@Suite("LoadEpisodeDetail", .timeLimit(.minutes(1)))
struct LoadEpisodeDetailTests {
    @Test func loadsTheEpisodeThenTheCastItLists() async throws {
        let (sut, repository, cast) = makeSUT()
        let episode = Fixtures.episode(id: 1, characterIDs: [38, 1, 2])
        let members = [Fixtures.castMember(id: 1), Fixtures.castMember(id: 2), Fixtures.castMember(id: 38)]
        repository.episodeCalls.stub { _ in Fixtures.fresh(episode) }
        cast.calls.stub { _ in Fixtures.fresh(members) }

        let detail = try await sut(id: 1, mode: .refresh)

        #expect(detail == Fixtures.fresh(EpisodeDetail(episode: episode, cast: members)))
        #expect(repository.messages == [.episode(id: 1, mode: .refresh)])
        #expect(cast.messages == [.cast(ids: [38, 1, 2], mode: .refresh)])
    }

    @Test func isStaleWhenTheCastIs() async throws {
        let (sut, repository, cast) = makeSUT()
        let savedAt = Fixtures.date(2024, 3, 1, 9, 30)
        repository.episodeCalls.stub { _ in Fixtures.fresh(Fixtures.episode(id: 1)) }
        cast.calls.stub { _ in Fetched(value: [], freshness: .stale(savedAt: savedAt)) }

        let detail = try await sut(id: 1)

        #expect(detail.freshness == .stale(savedAt: savedAt))
    }

    @Test func aFailedEpisodeLoadAsksForNoCast() async {
        let (sut, repository, cast) = makeSUT()
        repository.episodeCalls.stub { _ in throw EpisodesError.episodeNotFound(id: 9999) }

        await #expect(throws: EpisodesError.episodeNotFound(id: 9999)) { try await sut(id: 9999) }
        #expect(cast.messages.isEmpty)
    }

    @Test func deliversTheCastError() async {
        let (sut, repository, cast) = makeSUT()
        repository.episodeCalls.stub { _ in Fixtures.fresh(Fixtures.episode(id: 1)) }
        cast.calls.stub { _ in throw TestError("cast offline") }

        await #expect(throws: TestError("cast offline")) { try await sut(id: 1) }
    }

    private func makeSUT() -> (LoadEpisodeDetail, EpisodesRepositorySpy, CastLoaderSpy) {
        let repository = EpisodesRepositorySpy()
        let cast = CastLoaderSpy()
        return (LoadEpisodeDetail(loadEpisode: LoadEpisode(repository: repository), castLoader: cast), repository, cast)
    }
}
