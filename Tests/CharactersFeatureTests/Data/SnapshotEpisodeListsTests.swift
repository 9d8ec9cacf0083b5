import APIReplica
import FeatureData
import Foundation
import Locking
import Networking
import NetworkingTesting
import Storage
import TestSupport
import Testing

@testable import CharactersFeature

@Suite("Every character's episode list against the full snapshot")
struct SnapshotEpisodeListsTests {
    @Test(
        .enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason))
    )
    func everyCharactersEpisodesLoadAndResolveInOneRequestPerChunkOfTwenty() async throws {
        let directory = try #require(SnapshotLocation.directory())
        let data = try Data(contentsOf: directory.appendingPathComponent("characters.json"))
        let characters = try JSONDecoder().decode([CharacterDTO].self, from: data).toDomain()
        let (sut, client) = try makeSUT(snapshot: directory)

        var expectedRequests = 0
        for character in characters {
            let ids = Array(Set(character.episodeIDs))
            let loaded = try await sut.execute(ids: character.episodeIDs, mode: .preferSaved)

            #expect(Set(loaded.value.map(\.id)) == Set(ids), "character \(character.id)")
            #expect(loaded.value.allSatisfy { $0.code.hasPrefix("S") && !$0.name.isEmpty })
            expectedRequests += (ids.count + 19) / 20
        }

        #expect(client.requestCount == expectedRequests)
    }

    private func makeSUT(snapshot: URL) throws -> (LoadCharacterEpisodesUseCase, CountingHTTPClient) {
        let baseURL = try #require(URL(string: "https://replica.test/api"))
        let api = ReplicaAPI(dataset: try DatasetLoader.load(directory: snapshot), baseURL: baseURL)
        let client = CountingHTTPClient(wrapped: ReplicaHTTPClient(api: api))
        let remote = RemoteDataSource(client: client, configuration: APIConfiguration(baseURL: baseURL))
        // No cache: every character's list must come from the API, so the request count is exact.
        let fetcher = CachedFetcher(store: NullByteStore(), now: { Fixtures.date })
        let loader = APIEpisodeSummaryLoader(loader: CachedJSONLoader(remote: remote, fetcher: fetcher))
        return (LoadCharacterEpisodesUseCase(loader: loader), client)
    }
}

/// Counts the requests it passes on.
private struct CountingHTTPClient: HTTPClient {
    let wrapped: any HTTPClient
    private let count = Locked(0)

    init(wrapped: any HTTPClient) {
        self.wrapped = wrapped
    }

    var requestCount: Int {
        count.withLock { $0 }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        count.withLock { $0 += 1 }
        return try await wrapped.send(request)
    }
}
