import FeatureData

/// Episode summaries from the API's multi-id episode endpoint, with this feature's own minimal DTO.
typealias CachedEpisodeSummariesLoader = CachedRelatedItemsLoader<EpisodeSummaryDTO>
