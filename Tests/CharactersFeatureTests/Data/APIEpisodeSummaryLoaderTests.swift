import FeatureData
import Foundation
import Networking
import Storage
import Testing

@testable import CharactersFeature

@Suite("APIEpisodeSummaryLoader")
struct APIEpisodeSummaryLoaderTests {
    @Test func loadsEpisodesThroughTheMultiIDEndpointWithItsOwnMinimalDTO() async throws {
        let (sut, remote) = makeSUT(json: APISamples.episodesJSON(ids: [1, 2, 28]))

        let loaded = try await sut.episodes(ids: [1, 2, 28], mode: .preferSaved)

        #expect(remote.requestedURLs.map(\.absoluteString) == ["https://example.com/api/episode/1,2,28"])
        #expect(loaded.value == [Fixtures.episode(id: 1), Fixtures.episode(id: 2), Fixtures.episode(id: 28)])
    }

    @Test func asksInBatchesOfTwentyNeverOneRequestPerEpisode() async throws {
        let (sut, remote) = makeSUT(json: "[]")

        _ = try await sut.episodes(ids: Array(1...51).reversed(), mode: .preferSaved)

        let batches: [[Int]] = [Array(1...20), Array(21...40), Array(41...51)]
        let expected = Set(batches.map { ids in ids.map(String.init).joined(separator: ",") })
        #expect(Set(remote.requestedURLs.map(\.lastPathComponent)) == expected)
    }

    @Test func sendsNoRequestForNoIDs() async throws {
        let (sut, remote) = makeSUT(json: "[]")

        let loaded = try await sut.episodes(ids: [], mode: .preferSaved)

        #expect(loaded.value.isEmpty)
        #expect(remote.requestedURLs.isEmpty)
    }

    private func makeSUT(json: String) -> (APIEpisodeSummaryLoader, RemoteDataSourceStub) {
        let remote = RemoteDataSourceStub(json: json)
        let fetcher = CachedFetcher(store: MemoryCache(), now: { Fixtures.date })
        let configuration = APIConfiguration(
            baseURL: URL(string: "https://example.com/api") ?? URL(fileURLWithPath: "/"))
        let loader = APIEpisodeSummaryLoader(
            loader: CachedJSONLoader(remote: remote.source(configuration), fetcher: fetcher))
        return (loader, remote)
    }
}
