import FeatureDomain

/// Everything the episode detail shows, read from its view model and its load.
struct EpisodeDetailState {
    /// The episode asked for.
    var episodeID: Int
    /// The loaded episode and cast, if any.
    var detail: Fetched<EpisodeDetail>?
    /// True while a load is in flight.
    var isLoading: Bool
    /// The friendly message of the failed load.
    var errorMessage: String?
    /// True when `retry` would load again.
    var canRetry: Bool
}
