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
        let client = try HTTPClientSpy.replica()

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
