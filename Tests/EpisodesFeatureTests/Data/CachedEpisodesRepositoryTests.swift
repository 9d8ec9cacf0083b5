import FeatureData
import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@testable import EpisodesFeature

@Suite("CachedEpisodesRepository", .timeLimit(.minutes(1)))
struct CachedEpisodesRepositoryTests {
    private static let pageOne = APIJSON.data(
        APIJSON.page([APIJSON.episode(id: 1), APIJSON.episode(id: 2)], next: "https://api.test/api/episode?page=2")
    )

    @Test func loadsAPageFromTheEpisodeListURL() async throws {
        let (sut, client, _) = makeSUT(answer: { HTTPClientSpy.json(Self.pageOne, for: $0) })

        let page = try await sut.page(2, season: nil, mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://api.test/api/episode?page=2"])
        #expect(page.value.episodes.map(\.id) == [1, 2])
        #expect(page.value.number == 2)
        #expect(page.freshness == .fresh)
    }

    @Test func aSeasonFiltersWithTheEpisodeQuery() async throws {
        let (sut, client, _) = makeSUT(answer: { HTTPClientSpy.json(Self.pageOne, for: $0) })

        _ = try await sut.page(1, season: 3, mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://api.test/api/episode?page=1&episode=S03"])
    }

    @Test func freshSavedDataIsServedWithoutARequest() async throws {
        let (sut, client, now) = makeSUT(answer: { HTTPClientSpy.json(Self.pageOne, for: $0) })
        _ = try await sut.page(1, season: nil, mode: .preferSaved)

        now.advance(by: 299)
        let again = try await sut.page(1, season: nil, mode: .preferSaved)

        #expect(client.requestedURLs.count == 1)
        #expect(again.freshness == .fresh)
        #expect(again.value.episodes.map(\.id) == [1, 2])
    }

    @Test func expiredSavedDataIsFetchedAgain() async throws {
        let (sut, client, now) = makeSUT(answer: { HTTPClientSpy.json(Self.pageOne, for: $0) })
        _ = try await sut.page(1, season: nil, mode: .preferSaved)

        now.advance(by: 301)
        let again = try await sut.page(1, season: nil, mode: .preferSaved)

        #expect(client.requestedURLs.count == 2)
        #expect(again.freshness == .fresh)
    }

    @Test func refreshFetchesEvenWhenSavedDataIsFresh() async throws {
        let (sut, client, _) = makeSUT(answer: { HTTPClientSpy.json(Self.pageOne, for: $0) })
        _ = try await sut.page(1, season: nil, mode: .preferSaved)

        _ = try await sut.page(1, season: nil, mode: .refresh)

        #expect(client.requestedURLs.count == 2)
    }

    @Test func aFailingNetworkServesSavedDataMarkedStale() async throws {
        let (sut, client, now) = makeSUT(answer: { HTTPClientSpy.json(Self.pageOne, for: $0) })
        let savedAt = now.date
        _ = try await sut.page(1, season: nil, mode: .preferSaved)
        client.answer { throw NetworkError.transport(.offline, reason: "offline", url: $0.url) }

        now.advance(by: 3_600)
        let stale = try await sut.page(1, season: nil, mode: .preferSaved)

        #expect(stale.freshness == .stale(savedAt: savedAt))
        #expect(stale.value.episodes.map(\.id) == [1, 2])
        #expect(client.requestedURLs.count == 2)
    }

    @Test func aFailingNetworkWithNothingSavedDeliversTheFailure() async {
        let (sut, _, _) = makeSUT(answer: { HTTPClientSpy.status(500, for: $0) })

        await #expect(throws: LoadFailure.serverError(status: 500)) {
            try await sut.page(1, season: nil, mode: .preferSaved)
        }
    }

    @Test func undecodableBytesAreAnErrorAndAreNotSaved() async throws {
        let (sut, client, _) = makeSUT(answer: { HTTPClientSpy.json(Data("{}".utf8), for: $0) })
        await #expect(throws: LoadFailure.unreadable) { try await sut.page(1, season: nil, mode: .preferSaved) }

        client.answer { HTTPClientSpy.json(Self.pageOne, for: $0) }
        let page = try await sut.page(1, season: nil, mode: .preferSaved)

        #expect(page.value.episodes.count == 2)
        #expect(client.requestedURLs.count == 3, "an unreadable answer is fetched once more, then the next load")
    }

    @Test func notFoundOnTheFirstPageIsAnEmptyPage() async throws {
        let (sut, _, _) = makeSUT(answer: {
            HTTPClientSpy.status(404, body: APIJSON.error("There is nothing here"), for: $0)
        })

        let page = try await sut.page(1, season: 9, mode: .preferSaved)

        #expect(page.value == .empty(number: 1))
    }

    @Test(arguments: [
        (
            Data(#"{"error":"There is nothing here."}"#.utf8),
            LoadFailure.unknownRoute(url: "https://api.test/api/episode?page=1")
        ),
        (Data("<html>Not Found</html>".utf8), LoadFailure.notTheAPI(url: "https://api.test/api/episode?page=1")),
    ])
    func onlyTheAPIsNoMatchIsAnEmptyListOther404sNameTheURL(body: Data, failure: LoadFailure) async {
        let (sut, _, _) = makeSUT(answer: { HTTPClientSpy.status(404, body: body, for: $0) })

        await #expect(throws: failure) { try await sut.page(1, season: nil, mode: .preferSaved) }
    }

    @Test func noMatchOnALaterPageIsPageNotFound() async {
        let (sut, _, _) = makeSUT(answer: {
            HTTPClientSpy.status(404, body: APIJSON.error("There is nothing here"), for: $0)
        })

        await #expect(throws: EpisodesError.pageNotFound(page: 4)) {
            try await sut.page(4, season: nil, mode: .preferSaved)
        }
    }

    @Test func loadsOneEpisodeFromItsURL() async throws {
        let body = APIJSON.data(APIJSON.episode(id: 28, code: "S03E07"))
        let (sut, client, _) = makeSUT(answer: { HTTPClientSpy.json(body, for: $0) })

        let episode = try await sut.episode(id: 28, mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://api.test/api/episode/28"])
        #expect(episode.value.id == 28)
        #expect(episode.value.season == 3)
    }

    @Test func anUnknownEpisodeIsEpisodeNotFound() async {
        let (sut, _, _) = makeSUT(answer: {
            HTTPClientSpy.status(404, body: APIJSON.error("Episode not found"), for: $0)
        })

        await #expect(throws: EpisodesError.episodeNotFound(id: 9999)) {
            try await sut.episode(id: 9999, mode: .preferSaved)
        }
    }

    private func makeSUT(
        answer: @escaping HTTPClientSpy.Answer
    ) -> (sut: CachedEpisodesRepository, client: HTTPClientSpy, now: ManualNow) {
        let now = ManualNow()
        let client = HTTPClientSpy(answer: answer)
        let fetcher = CachedFetcher(store: MemoryCache(now: now.function), now: now.function)
        let loader = CachedJSONLoader(
            remote: RemoteDataSource(client: client, configuration: APIConfiguration(baseURL: Fixtures.baseURL)),
            fetcher: fetcher
        )
        return (CachedEpisodesRepository(loader: loader), client, now)
    }
}
