import FeatureDomain

/// Everything the episodes list shows, read from its view model and its first-page load.
struct EpisodeListState {
    /// The pages loaded so far, each with its freshness.
    var pages: [Fetched<EpisodePage>]
    /// The season the list is narrowed to, if any.
    var season: Int?
    /// True while the first page (or a refresh) loads.
    var isLoading: Bool
    /// True while a next page loads.
    var isLoadingMore: Bool
    /// The friendly message of a failed first-page load.
    var errorMessage: String?
    /// The friendly message of a failed load-more.
    var loadMoreErrorMessage: String?
    /// True when the list has a next page.
    var hasMorePages: Bool
    /// True when `more` would start loading now.
    var canLoadMore: Bool
    /// True when `retry` would repeat a failed load now.
    var canRetry: Bool

    /// Every loaded episode, in order.
    var episodes: [Episode] {
        pages.flatMap(\.value.episodes)
    }
}
