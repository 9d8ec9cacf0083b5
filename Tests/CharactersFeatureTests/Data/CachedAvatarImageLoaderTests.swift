import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@testable import CharactersFeature

@Suite("CachedAvatarImageLoader")
struct CachedAvatarImageLoaderTests {
    @Test func requestsTheAvatarOfTheConfiguredServer() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.image(bytes: 10, url: $0) }
        let sut = makeSUT(client: client, store: MemoryCache())

        let image = try await sut.loadAvatar(characterID: 7, mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://example.com/api/character/avatar/7.jpeg"])
        #expect(image == AvatarImage(characterID: 7, data: Data(repeating: 0xD8, count: 10), origin: .network))
    }

    @Test func reportsTheNetworkFirstAndMemoryOnTheSecondLoad() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.image(url: $0) }
        let sut = makeSUT(client: client, store: MemoryCache())

        let first = try await sut.loadAvatar(characterID: 1, mode: .preferSaved)
        let second = try await sut.loadAvatar(characterID: 1, mode: .preferSaved)

        #expect(first.origin == .network)
        #expect(second.origin == .memory)
        #expect(client.requestCount == 1)
    }

    @Test func theSecondRunLoadsFromDiskAndWorksOffline() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("avatars-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let online = HTTPClientSpy { HTTPClientSpy.image(bytes: 2_048, url: $0) }
        let offline = HTTPClientSpy { throw NetworkError.transport(.offline, reason: "offline", url: $0) }

        let firstRun = makeSUT(
            client: online, store: TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory)))
        let fetched = try await firstRun.loadAvatar(characterID: 1, mode: .preferSaved)
        let secondRun = makeSUT(
            client: offline, store: TieredCache(memory: MemoryCache(), disk: DiskCache(directory: directory)))
        let saved = try await secondRun.loadAvatar(characterID: 1, mode: .preferSaved)

        #expect(fetched.origin == .network)
        #expect(saved.origin == .disk)
        #expect(saved.data == fetched.data)
        #expect(offline.requestCount == 0)
    }

    @Test func rejectsAnAnswerThatIsNotAnImageAndCachesNothing() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.json("<html></html>", url: $0) }
        let sut = makeSUT(client: client, store: MemoryCache())
        let url = try #require(URL(string: "https://example.com/api/character/avatar/3.jpeg"))

        for _ in 0..<2 {
            await #expect(
                throws: AvatarImageError.notAnImage(contentType: "application/json; charset=utf-8", url: url)
            ) {
                try await sut.loadAvatar(characterID: 3, mode: .preferSaved)
            }
        }
        #expect(client.requestCount == 2)
    }

    @Test func rejectsAnEmptyImage() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.image(bytes: 0, url: $0) }
        let sut = makeSUT(client: client, store: MemoryCache())
        let url = try #require(URL(string: "https://example.com/api/character/avatar/3.jpeg"))

        await #expect(throws: AvatarImageError.emptyImage(url: url)) {
            try await sut.loadAvatar(characterID: 3, mode: .preferSaved)
        }
    }

    @Test func acceptsAnyImageTypeWithParameters() async throws {
        let client = HTTPClientSpy { HTTPClientSpy.image(contentType: "Image/PNG; q=1", url: $0) }
        let sut = makeSUT(client: client, store: MemoryCache())

        #expect(try await sut.loadAvatar(characterID: 3, mode: .preferSaved).origin == .network)
    }

    @Test func deliversTheServersAnswerForAMissingAvatarAsALoadFailure() async {
        let client = HTTPClientSpy { HTTPClientSpy.json(APISamples.notFound, status: 404, url: $0) }
        let sut = makeSUT(client: client, store: MemoryCache())

        await #expect(throws: LoadFailure.self) {
            try await sut.loadAvatar(characterID: 9_999, mode: .preferSaved)
        }
    }

    private func makeSUT(client: HTTPClientSpy, store: any ByteStore) -> CachedAvatarImageLoader {
        let configuration = APIConfiguration(baseURL: URL(string: APISamples.base) ?? RickAndMortyAPI.liveBaseURL)
        return CachedAvatarImageLoader(
            source: HTTPAvatarImageSource(client: client, configuration: configuration),
            fetcher: CachedFetcher(store: store)
        )
    }
}
