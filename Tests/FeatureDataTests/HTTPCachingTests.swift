import APIReplica
import FeatureData
import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@Suite("The loaders follow HTTP caching")
struct HTTPCachingTests {
    @Test func anItemItsServerSaysNoCacheIsAskedAboutWithItsETagAndA304ReadsAsTheNetwork() async throws {
        let (sut, client) = try makeSUT(.revalidated)

        let first = try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .preferSaved)
        let second = try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .preferSaved)

        let requests = client.sentRequests
        #expect(requests.count == 2)
        #expect(requests.last?.headers["If-None-Match"]?.isEmpty == false)
        #expect(second.source == .network, "the server confirmed it just now")
        #expect(second.value == first.value)
        #expect(second.record == first.record)
    }

    @Test func anItemTheLiveAPIMarksImmutableIsNotAskedAboutAgainNorOnAReload() async throws {
        let (sut, client) = try makeSUT(.liveAPI)

        _ = try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .preferSaved)
        let again = try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .preferSaved)
        let reloaded = try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .refresh)

        #expect(client.requestCount == 1)
        #expect(again.source.savedAt != nil)
        #expect(reloaded.source.savedAt != nil)
    }

    @Test func whatAResponseSaysOfKeepingItIsRead() {
        let response = HTTPResponse(
            statusCode: 200,
            headers: [
                "ETag": "W/\"2a-1\"", "Last-Modified": "Sat, 05 Nov 2022 00:00:00 GMT",
                "cache-control": "public, max-age=600, immutable", "Age": "100",
            ], url: url)

        #expect(
            ResponseCaching(response)
                == ResponseCaching(
                    validators: CacheValidators(entityTag: "W/\"2a-1\"", lastModified: "Sat, 05 Nov 2022 00:00:00 GMT"),
                    lifetime: .seconds(500), isImmutable: true))
    }

    @Test func noCacheIsALifetimeOfZeroAndNoStoreIsNotStorable() {
        let noCache = HTTPResponse(statusCode: 200, headers: ["Cache-Control": "no-cache, max-age=600"], url: url)
        let noStore = HTTPResponse(statusCode: 200, headers: ["Cache-Control": "no-store"], url: url)
        let silent = HTTPResponse(statusCode: 200, url: url)

        #expect(ResponseCaching(noCache).lifetime == .zero)
        #expect(!ResponseCaching(noStore).isStorable)
        #expect(ResponseCaching(silent) == .unspecified)
    }

    @Test func anAgeOlderThanTheMaxAgeLeavesNoLifetime() {
        let response = HTTPResponse(statusCode: 200, headers: ["Cache-Control": "max-age=60", "Age": "90"], url: url)

        #expect(ResponseCaching(response).lifetime == .zero)
    }

    @Test func a304ToARequestThatAskedForTheWholeAnswerIsAFailedStatus() async throws {
        let client = HTTPClientSpy { HTTPResponse(statusCode: 304, url: $0) }

        await #expect(throws: NetworkError.httpStatus(code: 304, message: nil, url: url)) {
            try await client.fetchAnswer(url, revalidating: CacheValidators())
        }
    }

    @Test func aConditionalRequestSendsBothValidators() {
        let request = HTTPRequest.get(
            url, revalidating: CacheValidators(entityTag: "\"a\"", lastModified: "Sat, 05 Nov 2022 00:00:00 GMT"))

        #expect(request.headers == ["If-None-Match": "\"a\"", "If-Modified-Since": "Sat, 05 Nov 2022 00:00:00 GMT"])
    }

    private let url = URL(string: "https://replica.test/api/character/1") ?? URL(fileURLWithPath: "/")

    private func makeSUT(_ cacheControl: ReplicaCacheControl) throws -> (CachedJSONLoader, HTTPClientSpy) {
        let client = try HTTPClientSpy.replica(cacheControl: cacheControl)
        let remote = RemoteDataSource(
            client: client, configuration: APIConfiguration(baseURL: ReplicaHTTPClient.testBaseURL))
        return (CachedJSONLoader(remote: remote, fetcher: CachedFetcher(store: MemoryCache())), client)
    }
}
