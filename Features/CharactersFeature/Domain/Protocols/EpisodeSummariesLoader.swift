import FeatureDomain

/// Loads the code and name of episodes by id, for a character's episodes, in batches of ids.
typealias EpisodeSummariesLoader = RelatedItemsLoader<EpisodeSummary>
