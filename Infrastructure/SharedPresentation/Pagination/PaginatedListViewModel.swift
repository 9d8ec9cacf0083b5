import Observation

/// Observable state of an endless list: the first page's load (as a `LoadResourceDelegate`), then its load-mores.
///
/// A failed load-more keeps its error (`loadMoreError`, `loadMoreErrorMessage`) and the items loaded before it,
/// until `retryLoadMore()` (or `loadMore()`) tries that page again. Starting a refresh cancels a load-more in flight.
@Observable
@MainActor
public final class PaginatedListViewModel<Element: Sendable>: LoadResourceDelegate {
    /// The first page, as the screen's adapter delivers it.
    public typealias Item = Paginated<Element>
    private typealias LoadMoreAdapter = LoadResourcePresentationAdapter<
        AnyLoader<Paginated<Element>>, LoadResourceDelegateComposer<Paginated<Element>>
    >

    /// Every item loaded so far, in order.
    public private(set) var items: [Element] = []
    /// True while the first page (or a refresh) is loading.
    public private(set) var isLoading = false
    /// The user-facing message of the failed first-page load; nil once a load starts or succeeds.
    public private(set) var errorMessage: String?
    /// True while a load-more is in flight.
    public private(set) var isLoadingMore = false
    /// Why the last load-more failed; kept until the next load-more starts or a new first page arrives.
    public private(set) var loadMoreError: (any Error)?
    /// The user-facing message for `loadMoreError`.
    public private(set) var loadMoreErrorMessage: String?
    /// True when the list has a next page.
    public private(set) var hasMorePages = false

    @ObservationIgnored private var loadMoreAdapter: LoadMoreAdapter?
    @ObservationIgnored private let loadMoreDelegates: [any LoadResourceDelegate<Paginated<Element>>]
    @ObservationIgnored private let errorMessageMapper: (any Error) -> String

    /// Creates an empty list; `loadMoreDelegates` (trackers) also receive every load-more's events, after the list.
    public init(
        errorMessage: @escaping (any Error) -> String = SharedStrings.loadErrorMessage(for:),
        loadMoreDelegates: [any LoadResourceDelegate<Paginated<Element>>] = []
    ) {
        self.errorMessageMapper = errorMessage
        self.loadMoreDelegates = loadMoreDelegates
    }

    /// True when `loadMore()` would start loading the next page.
    public var canLoadMore: Bool {
        hasMorePages && !isLoading && !isLoadingMore
    }

    /// True when the last load-more failed and `retryLoadMore()` would try it again.
    public var canRetryLoadMore: Bool {
        loadMoreError != nil && canLoadMore
    }

    /// Starts loading the next page unless that is impossible now; returns whether it started.
    @discardableResult
    public func loadMore() -> Bool {
        guard canLoadMore, let loadMoreAdapter else { return false }
        return loadMoreAdapter.load()
    }

    /// Loads the page whose load-more failed, again; returns false (and does nothing) when none failed.
    @discardableResult
    public func retryLoadMore() -> Bool {
        guard canRetryLoadMore, let loadMoreAdapter else { return false }
        return loadMoreAdapter.retry()
    }

    /// Cancels the load-more in flight, if any.
    public func cancelLoadMore() {
        loadMoreAdapter?.cancel()
    }

    /// Waits until every load-more this list started has ended, cancelled ones included.
    public func waitUntilIdle() async {
        while let adapter = loadMoreAdapter {
            await adapter.waitUntilIdle()
            if loadMoreAdapter === adapter, !adapter.isLoading {
                return
            }
        }
    }

    /// Shows the loading state, clears the last error and cancels a load-more in flight.
    public func didStartLoading() {
        loadMoreAdapter?.cancel()
        isLoading = true
        errorMessage = nil
    }

    /// Replaces the list with the first page.
    public func didFinishLoading(with page: Paginated<Element>) {
        show(page)
        isLoading = false
    }

    /// Shows the user-facing message for `error`, keeping the items shown before.
    public func didFinishLoading(with error: any Error) {
        errorMessage = errorMessageMapper(error)
        isLoading = false
    }

    /// Leaves the loading state, keeping the items shown before.
    public func didCancelLoading() {
        isLoading = false
    }

    private func show(_ page: Paginated<Element>) {
        items = page.items
        hasMorePages = !page.isLastPage
        loadMoreError = nil
        loadMoreErrorMessage = nil
        loadMoreAdapter = page.loadMore.map { loadMore in
            let events = LoadMoreEvents(viewModel: self)
            return LoadResourcePresentationAdapter(
                loader: AnyLoader(loadMore),
                delegate: LoadResourceDelegateComposer([events] + loadMoreDelegates)
            )
        }
    }

    func loadMoreDidStart() {
        isLoadingMore = true
        loadMoreError = nil
        loadMoreErrorMessage = nil
    }

    func loadMoreDidFinish(with page: Paginated<Element>) {
        show(page)
        isLoadingMore = false
    }

    func loadMoreDidFail(with error: any Error) {
        loadMoreError = error
        loadMoreErrorMessage = errorMessageMapper(error)
        isLoadingMore = false
    }

    func loadMoreDidCancel() {
        isLoadingMore = false
    }
}
