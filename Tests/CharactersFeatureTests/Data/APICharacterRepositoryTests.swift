import FeatureData
import FeatureDomain
import Foundation
import Networking
import Storage
import Testing

@testable import CharactersFeature

@Suite("APICharacterRepository over the cache policy")
struct APICharacterRepositoryTests {
    @Test func requestsThePageWithItsFiltersBelowTheConfiguredBaseURL() async throws {
        let (sut, remote, _) = makeSUT(json: APISamples.pageJSON(ids: [1, 2]))
        let filter = CharacterFilter.none.setting(.status, to: "alive").setting(.name, to: "rick sanchez")

        let loaded = try await sut.page(2, filter: filter, mode: .preferSaved)

        #expect(
            remote.requestedURLs.map(\.absoluteString) == [
                "https://example.com/api/character?page=2&name=rick%20sanchez&status=alive"
            ]
        )
        #expect(loaded.value.characters.map(\.id) == [1, 2])
        #expect(loaded.freshness == .fresh)
    }

    @Test func aFreshCacheHitSendsNoRequest() async throws {
        let (sut, remote, clock) = makeSUT(json: APISamples.pageJSON(ids: [1]))
        _ = try await sut.page(1, filter: .none, mode: .preferSaved)
        clock.advance(bySeconds: 299)

        let loaded = try await sut.page(1, filter: .none, mode: .preferSaved)

        #expect(remote.requestedURLs.count == 1)
        #expect(loaded.value.characters.map(\.id) == [1])
        #expect(loaded.freshness == .fresh)
    }

    @Test func refreshGoesToTheNetworkEvenWithAFreshCache() async throws {
        let (sut, remote, _) = makeSUT(json: APISamples.pageJSON(ids: [1]))
        _ = try await sut.page(1, filter: .none, mode: .preferSaved)

        _ = try await sut.page(1, filter: .none, mode: .refresh)

        #expect(remote.requestedURLs.count == 2)
    }

    @Test func aStaleCacheStandsInWhenTheNetworkFailsMarkedStale() async throws {
        let (sut, remote, clock) = makeSUT(json: APISamples.pageJSON(ids: [1]))
        _ = try await sut.page(1, filter: .none, mode: .preferSaved)
        clock.advance(bySeconds: 301)
        remote.answer(with: [.failure(NetworkError.transport(.offline, reason: "offline", url: url("character")))])

        let loaded = try await sut.page(1, filter: .none, mode: .preferSaved)

        #expect(remote.requestedURLs.count == 2)
        #expect(loaded.staleSince == Fixtures.date)
        #expect(loaded.value.characters.map(\.id) == [1])
    }

    @Test func withoutCacheANetworkFailureIsDeliveredAsTheDomainsFailure() async {
        let failure = NetworkError.transport(.offline, reason: "offline", url: url("character/1"))
        let (sut, _, _) = makeSUT(results: [.failure(failure)])

        await #expect(throws: LoadFailure.unreachable(host: "example.com")) {
            try await sut.character(id: 1, mode: .preferSaved)
        }
    }

    @Test func turnsA404ForAPageIntoPageNotFound() async {
        let filter = CharacterFilter.none.setting(.name, to: "xyz")
        let notFound = NetworkError.httpStatus(code: 404, message: "There is nothing here", url: url("character"))
        let (sut, _, _) = makeSUT(results: [.failure(notFound)])

        await #expect(throws: CharacterLoadError.pageNotFound(page: 1, filter: filter)) {
            try await sut.page(1, filter: filter, mode: .preferSaved)
        }
    }

    @Test func turnsA404ForACharacterIntoCharacterNotFound() async {
        let notFound = NetworkError.httpStatus(code: 404, message: "Character not found", url: url("character/9999"))
        let (sut, _, _) = makeSUT(results: [.failure(notFound)])

        await #expect(throws: CharacterLoadError.characterNotFound(id: 9999)) {
            try await sut.character(id: 9999, mode: .preferSaved)
        }
    }

    @Test func bytesThatCannotBeDecodedAreNeverCached() async throws {
        let (sut, remote, _) = makeSUT(results: [
            .success(Data("{".utf8)), .success(Data("{".utf8)), .success(Data(APISamples.characterJSON(id: 1).utf8)),
        ])

        await #expect(throws: LoadFailure.unreadable) {
            try await sut.character(id: 1, mode: .preferSaved)
        }
        let loaded = try await sut.character(id: 1, mode: .preferSaved)

        #expect(remote.requestedURLs.count == 3, "an unreadable answer is fetched once more, then the next load")
        #expect(loaded.value.id == 1)
    }

    private func makeSUT(json: String) -> (APICharacterRepository, RemoteDataSourceStub, MutableDate) {
        makeSUT(results: [.success(Data(json.utf8))])
    }

    private func makeSUT(
        results: [Result<Data, any Error>]
    ) -> (APICharacterRepository, RemoteDataSourceStub, MutableDate) {
        let clock = MutableDate()
        let remote = RemoteDataSourceStub(results)
        let fetcher = CachedFetcher(store: MemoryCache(now: { clock.now }), now: { clock.now })
        let loader = CachedJSONLoader(remote: remote.source(APIConfiguration(baseURL: url(""))), fetcher: fetcher)
        return (APICharacterRepository(loader: loader), remote, clock)
    }

    private func url(_ path: String) -> URL {
        URL(string: "https://example.com/api/\(path)") ?? URL(fileURLWithPath: "/")
    }
}
