import FeatureData

/// Episodes from the API through the cache; the code and season are the API's `episode` filter.
typealias CachedEpisodesRepository = CachedItemsRepository<EpisodeDTO>
