import Foundation
import Networking
import Storage
import Testing

@testable import CharactersFeature

@Suite("APIEpisodeSummaryLoader")
struct APIEpisodeSummaryLoaderTests {
    @Test func loadsEpisodesThroughTheMultiIDEndpointWithItsOwnMinimalDTO() async throws {
        let (sut, remote) = makeSUT(json: APISamples.episodesJSON(ids: [1, 2, 28]))

        let loaded = try await sut.episodes(ids: [1, 2, 28], mode: .standard)

        #expect(remote.requestedURLs.map(\.absoluteString) == ["https://example.com/api/episode/1,2,28"])
        #expect(loaded.value == [Fixtures.episode(id: 1), Fixtures.episode(id: 2), Fixtures.episode(id: 28)])
    }

    @Test func sendsNoRequestForNoIDs() async throws {
        let (sut, remote) = makeSUT(json: "[]")

        let loaded = try await sut.episodes(ids: [], mode: .standard)

        #expect(loaded.value.isEmpty)
        #expect(remote.requestedURLs.isEmpty)
    }

    private func makeSUT(json: String) -> (APIEpisodeSummaryLoader, RemoteDataSourceStub) {
        let remote = RemoteDataSourceStub(json: json)
        let fetcher = CachedFetcher(store: MemoryCache(), now: { Fixtures.date })
        let configuration = APIConfiguration(baseURL: URL(fileURLWithPath: "/"))
        let loader = APIEpisodeSummaryLoader(
            loader: CachedJSONLoader(remote: remote, fetcher: fetcher),
            configuration: APIConfiguration(baseURL: URL(string: "https://example.com/api") ?? configuration.baseURL)
        )
        return (loader, remote)
    }
}
