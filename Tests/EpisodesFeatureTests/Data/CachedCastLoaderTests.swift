import FeatureData
import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@testable import EpisodesFeature

@Suite("CachedCastLoader", .timeLimit(.minutes(1)))
struct CachedCastLoaderTests {
    @Test func loadsFortyFiveIDsInThreeRequestsOfAtMostTwenty() async throws {
        let (sut, client) = makeSUT()
        let ids = Array(1...45)

        let cast = try await sut.cast(ids: ids.reversed(), mode: .preferSaved)

        let requested = client.requestedURLs.map(Self.ids(in:)).sorted { $0[0] < $1[0] }
        #expect(requested == [Array(1...20), Array(21...40), Array(41...45)])
        #expect(cast.value.map(\.id) == ids)
    }

    @Test func sendsSortedDistinctIDs() async throws {
        let (sut, client) = makeSUT()

        let cast = try await sut.cast(ids: [38, 2, 1, 38, 2], mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://api.test/api/character/1,2,38"])
        #expect(cast.value.map(\.id) == [1, 2, 38])
        #expect(cast.value.first == CastMember(id: 1, name: "Character 1", status: "Alive", species: "Human"))
    }

    @Test func toleratesIDsTheAPIDrops() async throws {
        let (sut, _) = makeSUT(knownIDs: 1...826)

        let cast = try await sut.cast(ids: [1, 9999, 2], mode: .preferSaved)

        #expect(cast.value.map(\.id) == [1, 2])
    }

    @Test func asksForASingleIDAsAOneElementArray() async throws {
        let (sut, client) = makeSUT()

        let cast = try await sut.cast(ids: [5], mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://api.test/api/character/%5B5%5D"])
        #expect(cast.value.map(\.id) == [5])
    }

    @Test func sendsNoRequestForNoIDs() async throws {
        let (sut, client) = makeSUT()

        let cast = try await sut.cast(ids: [], mode: .preferSaved)

        #expect(cast == Fixtures.fresh([]))
        #expect(client.requestedURLs.isEmpty)
    }

    @Test func aFailedChunkFailsTheCast() async {
        let (sut, client) = makeSUT()
        client.answer { request in
            Self.ids(in: request.url).contains(21)
                ? HTTPClientSpy.status(500, for: request) : Self.characters(for: request, known: 1...826)
        }

        await #expect(throws: LoadFailure.self) { try await sut.cast(ids: Array(1...30), mode: .preferSaved) }
    }

    private func makeSUT(knownIDs: ClosedRange<Int> = 1...826) -> (sut: CachedCastLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy { Self.characters(for: $0, known: knownIDs) }
        // Nothing is saved: chunks load concurrently and these specs are about requests, not caching.
        let loader = CachedJSONLoader(
            remote: RemoteDataSource(client: client, configuration: APIConfiguration(baseURL: Fixtures.baseURL)),
            fetcher: CachedFetcher(store: NullByteStore())
        )
        return (CachedCastLoader(loader: loader), client)
    }

    /// The ids of a multi-id URL (`character/1,2,3` or `character/[5]`).
    static func ids(in url: URL) -> [Int] {
        url.lastPathComponent.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            .split(separator: ",").compactMap { Int($0) }
    }

    /// Answers as the API does: sorted, deduplicated, unknown ids dropped.
    static func characters(for request: HTTPRequest, known: ClosedRange<Int>) -> HTTPResponse {
        let found = Set(ids(in: request.url)).filter(known.contains).sorted()
        return HTTPClientSpy.json(APIJSON.data(found.map { APIJSON.character(id: $0) }), for: request)
    }
}
