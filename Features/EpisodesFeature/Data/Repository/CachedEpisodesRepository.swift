import Foundation
import Networking

/// Episodes from the API through the cache; maps the API's 404s to `EpisodesError`.
struct CachedEpisodesRepository: EpisodesRepository {
    let loader: CachedResourceLoader
    var chunkSize = CachedResourceLoader.defaultChunkSize

    func page(_ page: Int, season: Int?, mode: FetchMode) async throws -> Fetched<EpisodePage> {
        let filters = season.map { [URLQueryItem(name: "episode", value: EpisodeCode.filterValue(forSeason: $0))] }
        let endpoint = Endpoint.page(page, of: .episode, filters: filters ?? [])
        do {
            return try await loader.load(EpisodePageDTO.self, from: endpoint, mode: mode).map {
                $0.toDomain(number: page)
            }
        } catch let error as NetworkError where error.isNotFound {
            // The API answers 404 both for "no match" (pages = 0, so page 1 is past the end) and a page past the end.
            guard page == 1 else { throw EpisodesError.pageNotFound(page: page) }
            return Fetched(value: .empty(number: page), freshness: .fresh)
        }
    }

    func episode(id: Int, mode: FetchMode) async throws -> Fetched<Episode> {
        do {
            return try await loader.load(EpisodeDTO.self, from: .item(id, of: .episode), mode: mode).map {
                $0.toDomain(airDates: AirDateParser())
            }
        } catch let error as NetworkError where error.isNotFound {
            throw EpisodesError.episodeNotFound(id: id)
        }
    }

    func episodes(ids: [Int], mode: FetchMode) async throws -> Fetched<[Episode]> {
        let fetched = try await loader.items(EpisodeDTO.self, ids: ids, of: .episode, chunkSize: chunkSize, mode: mode)
        let airDates = AirDateParser()
        return fetched.map { $0.map { $0.toDomain(airDates: airDates) } }
    }
}
