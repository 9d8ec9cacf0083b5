import FeatureData
import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@Suite("CachedImageLoader")
struct CachedImageLoaderTests {
    @Test func anImageSaysWhereItsBytesCameFromThisTime() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try HTTPClientSpy.replica(cacheControl: .immutable)

        let first = try await makeSUT(client, TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory)))
        let memory = TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory))
        let second = try await makeSUT(client, memory)
        let third = try await makeSUT(client, memory)

        #expect(first.tier == .network)
        #expect(second.tier == .disk)
        #expect(third.tier == .memory)
        #expect(client.requestCount == 1)
        #expect(first.url.absoluteString.hasSuffix("/character/avatar/1.jpeg"))
        #expect(first.data == third.data)
    }

    @Test func anImageItsServerSaysToRevalidateIsAskedAboutWithItsETagAndKeptOnA304() async throws {
        let client = try HTTPClientSpy.replica(cacheControl: .liveAPI)
        let store = MemoryCache()

        let first = try await makeSUT(client, store)
        let second = try await makeSUT(client, store)

        let requests = client.sentRequests
        #expect(requests.count == 2, "the live API's avatars say max-age=0")
        #expect(requests.first?.headers["If-None-Match"] == nil)
        #expect(requests.last?.headers["If-None-Match"]?.hasPrefix("W/\"") == true)
        #expect(requests.last?.headers["If-Modified-Since"] == "Sat, 05 Nov 2022 00:00:00 GMT")
        #expect(second.tier == .memory, "a 304 sends no bytes: they come from the cache")
        #expect(second.data == first.data)
    }

    @Test func anAnswerThatIsNotAnImageIsRefusedNamingItsAddress() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.json("{}", url: $0.url) }

        await #expect(throws: LoadFailure.notAnImage(url: "https://replica.test/api/character/avatar/1.jpeg")) {
            try await makeSUT(client, MemoryCache())
        }
    }

    @Test func anEmptyImageIsRefused() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.image(bytes: 0, url: $0.url) }

        await #expect(throws: LoadFailure.notAnImage(url: "https://replica.test/api/character/avatar/1.jpeg")) {
            try await makeSUT(client, MemoryCache())
        }
    }

    private func makeSUT(_ client: HTTPClientSpy, _ store: any ByteStore) async throws -> LoadedImage {
        let remote = RemoteDataSource(
            client: client, configuration: APIConfiguration(baseURL: ReplicaHTTPClient.testBaseURL))
        let sut = CachedImageLoader(remote: remote, fetcher: CachedFetcher(store: store))
        return try await sut.image(of: 1, at: .avatar(characterID: 1), mode: .preferSaved)
    }
}
