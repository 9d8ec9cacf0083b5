import FeatureDomain

/// The one list screen every feature shows: a page at a time (`next`, `prev`) or endless (`more`), with `refresh`,
/// `retry`, a debounced `search`, checked `filter`s, `open ID`, and the items' images when the feature has them.
///
/// A newer query supersedes a load in flight; a failed load keeps what was shown; a failed `more` keeps the pages
/// loaded before it, and `retry` loads that page again.
@MainActor
public final class ListScreen<Item: Sendable & Identifiable>: Screen where Item.ID == Int {
    /// A loaded page with its query.
    public typealias Load = ListLoad<Item>
    typealias MoreAdapter = LoadResourcePresentationAdapter<AnyLoader<Load>, LoadResourceDelegateComposer<Load>>

    /// How long a search waits for more typing before it loads.
    public static var searchDelay: Duration { .milliseconds(500) }

    let parts: ListScreenParts<Item>
    /// The query loading now, or loaded or failed last.
    private(set) var requested: ListQuery
    /// The query of the pages shown; nil until a load succeeds.
    private(set) var shown: ListQuery?
    /// The pages shown: one, or every page loaded so far in an endless list.
    private(set) var pages: [Fetched<Page<Item>>] = []
    private(set) var isLoading = false
    private(set) var failure: ShownFailure?
    private(set) var isLoadingMore = false
    private(set) var moreErrorMessage: String?
    /// Why the route's filters were refused; the list shows it instead of loading.
    private(set) var routeError: ListQueryError?
    /// The images of the rows, when the feature has images.
    let images: ItemImages?
    private let loadsEveryImage: Bool
    private let clock: any Clock<Duration>
    private let makeDelegates: () -> [any LoadResourceDelegate<Load>]
    private var hasAppeared = false
    /// The version of `parts.changes` the list loaded last, and the observation that reloads it on a change.
    private var loadedVersion = 0
    private var observation: ChangeSignal.Observation?
    lazy var loads = makeLoads()
    lazy var moreLoads = makeMoreLoads()
    lazy var debouncer = Debouncer<ListFilter>(delay: Self.searchDelay, clock: clock) { [weak self] filter in
        self?.applySearch(filter)
    }

    /// Creates the list at `page` narrowed by a route's `filters`; `showsImages` loads every row's image (the
    /// list otherwise loads one only when asked), and each load also reaches the delegates `loadDelegates` makes
    /// (trackers).
    public init(
        parts: ListScreenParts<Item>,
        page: Int = 1,
        filters: [String: String] = [:],
        showsImages: Bool = false,
        clock: any Clock<Duration>,
        loadDelegates: @escaping () -> [any LoadResourceDelegate<Load>] = { [] }
    ) {
        self.parts = parts
        var filter = ListFilter()
        do {
            filter = try parts.filters.filter(from: filters)
        } catch {
            routeError = error
        }
        requested = ListQuery(page: page, filter: filter)
        images = parts.images.map { ItemImages(addition: $0, noun: parts.noun) }
        loadsEveryImage = showsImages
        self.clock = clock
        makeDelegates = loadDelegates
    }

    /// Every item shown, in order.
    var items: [Item] { pages.flatMap(\.value.items) }

    /// True when a retry would load again: the failed page, or the failed `more`.
    var canRetry: Bool { loads.canRetry || (moreErrorMessage != nil && moreLoads.canRetry) }

    var isBusy: Bool {
        isLoading || isLoadingMore || debouncer.pendingValue != nil || images?.isLoading == true
    }

    /// Starts the first load; later calls do nothing.
    public func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        if let routeError {
            failure = ShownFailure(routeError)
            return
        }
        if let changes = parts.changes {
            loadedVersion = changes.version
            observation = changes.observe { [weak self] in
                Task { @MainActor [weak self] in self?.reloadIfChanged() }
            }
        }
        loads.load()
    }

    /// Loads the shown query again when what the list shows changed since it loaded (see `ListScreenParts.changes`).
    func reloadIfChanged() {
        guard hasAppeared, routeError == nil, let changes = parts.changes, changes.version != loadedVersion else {
            return
        }
        loadedVersion = changes.version
        requested = shown ?? requested
        loads.cancel()
        loads.load()
    }

    /// Waits until no search is pending and no page or image is loading.
    public func settle() async {
        reloadIfChanged()
        repeat {
            await debouncer.waitUntilIdle()
            await loads.waitUntilIdle()
            await moreLoads.waitUntilIdle()
            await images?.waitUntilIdle()
        } while isBusy
    }

    /// Cancels the pending search and every load.
    public func disappear() {
        observation?.cancel()
        debouncer.cancel()
        loads.cancel()
        moreLoads.cancel()
        images?.cancelAll()
    }

    /// Loads `query` from its first page, superseding any load in flight.
    func start(_ query: ListQuery) {
        requested = query
        routeError = nil
        loads.cancel()
        loads.load()
    }

    /// Reloads the query shown (or, before anything is shown, the one asked for) from the network.
    func refreshShown() {
        requested = shown ?? requested
        loads.refresh()
    }

    /// Whether `filter` is what the list shows or is loading already, so loading it again would change nothing.
    func isCurrent(_ filter: ListFilter) -> Bool {
        filter == requested.filter && failure == nil && (isLoading || shown == requested)
    }

    private func applySearch(_ filter: ListFilter) {
        guard !isCurrent(filter) else { return }
        start(ListQuery(page: 1, filter: filter))
    }

    private func makeLoads() -> ResourceLoadController<Load> {
        let relay = LoadEventRelay<Load>(
            started: { [weak self] in self?.didStartLoading() },
            finished: { [weak self] in self?.didFinishLoading(with: $0) },
            failed: { [weak self] in self?.didFinishLoading(with: $0) },
            cancelled: { [weak self] in self?.isLoading = false }
        )
        return ResourceLoadController(delegate: LoadResourceDelegateComposer([relay] + makeDelegates())) {
            [weak self] mode in
            AnyLoader { @MainActor [weak self] () async throws -> Load in
                guard !Task.isCancelled, let load = self?.pageLoad(self?.requested, mode: mode) else {
                    throw CancellationError()
                }
                return try await load()
            }
        }
    }

    private func makeMoreLoads() -> MoreAdapter {
        let relay = LoadEventRelay<Load>(
            started: { [weak self] in self?.didStartLoadingMore() },
            finished: { [weak self] in self?.didFinishLoadingMore(with: $0) },
            failed: { [weak self] in self?.didFinishLoadingMore(with: $0) },
            cancelled: { [weak self] in self?.isLoadingMore = false }
        )
        let loader = AnyLoader { @MainActor [weak self] () async throws -> Load in
            // Later pages prefer saved data even after a refresh: only the first page is asked to refresh.
            guard !Task.isCancelled, let load = self?.pageLoad(self?.nextQuery, mode: .preferSaved) else {
                throw CancellationError()
            }
            return try await load()
        }
        return MoreAdapter(loader: loader, delegate: LoadResourceDelegateComposer([relay] + makeDelegates()))
    }

    /// The query of the page after the last one shown.
    private var nextQuery: ListQuery? {
        guard let shown, let last = pages.last?.value, last.hasNextPage else { return nil }
        return ListQuery(page: last.number + 1, filter: shown.filter)
    }

    // Captures the query now: the load must not read the screen again once it runs.
    private func pageLoad(_ query: ListQuery?, mode: FetchMode) -> (@Sendable () async throws -> Load)? {
        guard let query else { return nil }
        let load = parts.load
        return { Load(query: query, page: try await load(query, mode)) }
    }

    private func didStartLoading() {
        moreLoads.cancel()
        isLoading = true
        failure = nil
    }

    private func didFinishLoading(with load: Load) {
        shown = load.query
        pages = [load.page]
        moreErrorMessage = nil
        isLoading = false
        showImages()
    }

    private func didFinishLoading(with error: any Error) {
        failure = ShownFailure(error, noun: parts.noun)
        isLoading = false
    }

    private func didStartLoadingMore() {
        isLoadingMore = true
        moreErrorMessage = nil
    }

    private func didFinishLoadingMore(with load: Load) {
        if load.query.filter == shown?.filter {
            pages.append(load.page)
        }
        isLoadingMore = false
        showImages()
    }

    private func didFinishLoadingMore(with error: any Error) {
        moreErrorMessage = LoadFailureText.message(for: error, noun: parts.noun)
        isLoadingMore = false
    }

    // Keeps the images of the rows shown; loads each one not asked for yet when every image is shown.
    private func showImages() {
        guard let images else { return }
        let ids = items.map(\.id)
        images.keep(ids)
        guard loadsEveryImage else { return }
        for id in ids where images.state(of: id) == nil {
            images.load(id)
        }
    }
}
