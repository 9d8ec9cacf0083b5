import FeatureData
import Foundation
import Networking
import NetworkingTesting
import Storage
import TestSupport
import Testing

@testable import EpisodesFeature

@Suite(
    "Episodes against the API snapshot",
    .enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)),
    .timeLimit(.minutes(1))
)
struct SnapshotEpisodesTests {
    @Test func everyEpisodeDecodesWithAReadableAirDateAndCode() throws {
        let directory = try #require(SnapshotLocation.directory())
        let url = directory.appendingPathComponent("episodes.json")

        let dtos = try decodeJSON([EpisodeDTO].self, from: SnapshotAPI.episodesFile(in: directory), url: url)
        let parser = AirDateParser()
        let episodes = dtos.map { $0.toDomain(airDates: parser) }

        #expect(episodes.count == 51)
        #expect(episodes.filter { $0.airDate == nil }.map(\.airDateText) == [])
        #expect(episodes.filter { $0.season == nil || $0.number == nil }.map(\.code.text) == [])
        #expect(zip(episodes, dtos).allSatisfy { $0.characterIDs.count == $1.characters.count })
        #expect(episodes.first.map(DisplayDate.airDate(of:)) == "2013-12-02")
        #expect(Set(episodes.compactMap(\.season)) == [1, 2, 3, 4, 5])
    }

    @Test func pagingThroughTheListLoadsAllEpisodes() async throws {
        let (repository, _, client) = try makeSUT()
        let loadPage = LoadEpisodesPage(repository: repository)

        var next: Int? = 1
        var ids: [Int] = []
        while let page = next {
            let loaded = try await loadPage(page: page, season: nil)
            ids += loaded.value.episodes.map(\.id)
            next = loaded.value.nextPage
        }

        #expect(ids == Array(1...51))
        #expect(client.requestedURLs.count == 3)
    }

    @Test func eachSeasonFilterLoadsOnlyThatSeason() async throws {
        let (repository, _, _) = try makeSUT()
        let loadPage = LoadEpisodesPage(repository: repository)

        for season in 1...5 {
            let loaded = try await loadPage(page: 1, season: season)
            #expect(!loaded.value.episodes.isEmpty)
            #expect(loaded.value.episodes.allSatisfy { $0.season == season })
        }
    }

    @Test func everyEpisodesCastLoadsFullyInOneRequestPerChunk() async throws {
        let directory = try #require(SnapshotLocation.directory())
        let (_, castLoader, client) = try makeSUT()
        let dtos = try decodeJSON(
            [EpisodeDTO].self,
            from: SnapshotAPI.episodesFile(in: directory),
            url: directory.appendingPathComponent("episodes.json")
        )

        var expectedRequests = 0
        for dto in dtos {
            let episode = dto.toDomain(airDates: AirDateParser())
            let wanted = Set(episode.characterIDs).sorted()
            let cast = try await castLoader.cast(ids: episode.characterIDs, mode: .preferSaved)
            #expect(cast.value.map(\.id) == wanted, "episode \(episode.id)")
            #expect(cast.value.allSatisfy { !$0.name.isEmpty && !$0.status.isEmpty && !$0.species.isEmpty })
            expectedRequests += (wanted.count + 19) / 20
        }

        #expect(client.requestedURLs.count == expectedRequests)
        #expect(client.requestedURLs.allSatisfy { $0.path.contains("/character/") })
    }

    // Read once for the whole suite: parsing the 826 characters is the slow part.
    private static let api = Result { () throws -> SnapshotAPI in
        guard let directory = SnapshotLocation.directory() else { throw TestError(SnapshotLocation.missingReason) }
        return try SnapshotAPI(directory: directory)
    }

    private func makeSUT() throws -> (CachedEpisodesRepository, CachedCastLoader, HTTPClientSpy) {
        let api = try Self.api.get()
        let client = HTTPClientSpy { api.answer($0) }
        let loader = CachedJSONLoader(
            remote: RemoteDataSource(client: client, configuration: APIConfiguration(baseURL: Fixtures.baseURL)),
            fetcher: CachedFetcher(store: NullByteStore())
        )
        return (CachedEpisodesRepository(loader: loader), CachedCastLoader(loader: loader), client)
    }
}
