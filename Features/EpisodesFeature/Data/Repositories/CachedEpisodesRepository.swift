import FeatureData
import FeatureDomain
import Foundation
import Networking

/// Episodes from the API through the cache; the API's "no match" and "not found" become `EpisodesError`s.
struct CachedEpisodesRepository: EpisodesRepository {
    let loader: CachedJSONLoader

    func page(_ page: Int, season: Int?, mode: FetchMode) async throws -> Fetched<EpisodePage> {
        let filters = season.map { [URLQueryItem(name: "episode", value: EpisodeCode.filterValue(forSeason: $0))] }
        let endpoint = Endpoint.page(page, of: .episode, filters: filters ?? [])
        do {
            return try await loader.load(EpisodePageDTO.self, from: endpoint, mode: mode).map {
                $0.toDomain(number: page)
            }
        } catch {
            // The API's "no match" answers both a filter that matches nothing (so page 1 is past the end) and a
            // page past the end.
            guard case .noMatch = error else { throw error }
            guard page == 1 else { throw EpisodesError.pageNotFound(page: page) }
            return Fetched(value: .empty(number: page))
        }
    }

    func episode(id: Int, mode: FetchMode) async throws -> Fetched<Episode> {
        do {
            return try await loader.load(EpisodeDTO.self, from: .item(id, of: .episode), mode: mode).map {
                $0.toDomain(airDates: AirDateParser())
            }
        } catch {
            guard case .notFound = error else { throw error }
            throw EpisodesError.episodeNotFound(id: id)
        }
    }
}
