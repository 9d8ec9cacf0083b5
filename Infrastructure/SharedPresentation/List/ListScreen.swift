import FeatureDomain
import Observation

/// The one list screen every feature shows: a page at a time (`next`, `prev`) or endless (`more`), with `refresh`,
/// `retry`, a debounced `search`, checked `filter`s, `open ID`, and the items' images when the feature has them.
@MainActor
@Observable
public final class ListScreen<Item: Sendable & Identifiable>: Screen, LoadResourceDelegate where Item.ID == Int {
    /// A loaded page of the query asked for: what the screen's loads deliver.
    public typealias Value = Fetched<Page<Item>>

    /// How long a search waits for more typing before it loads.
    public static var searchDelay: Duration { .milliseconds(500) }

    @ObservationIgnored let parts: ListScreenParts<Item>
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
    @ObservationIgnored public let images: ItemImages?
    /// Runs the page loads: the first page of a query, and the next one for `more`.
    @ObservationIgnored let loads: LoadResourcePresentationAdapter<Value>
    @ObservationIgnored private let loadsEveryImage: Bool
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var hasAppeared = false
    /// Whether the load in flight (or failed last) appends the next page: `more`.
    @ObservationIgnored private var loadsNextPage = false
    /// The version of `parts.changes` the list loaded last, and the observation that reloads it on a change.
    @ObservationIgnored private var loadedVersion = 0
    @ObservationIgnored private var observation: ChangeSignal.Observation?
    /// The search waiting for `searchDelay` without more typing, and the task that then applies it.
    @ObservationIgnored private(set) var pendingSearch: (filter: ListFilter, task: Task<Void, Never>)?

    /// Creates the list at `page` narrowed by a route's `filters`, loading every row's image when `showsImages`.
    public init(
        parts: ListScreenParts<Item>,
        page: Int = 1,
        filters: [String: String] = [:],
        showsImages: Bool = false,
        clock: any Clock<Duration>,
        trackers: [any LoadResourceDelegate<Value>] = []
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
        loads = LoadResourcePresentationAdapter(trackers: trackers)
        loadsEveryImage = showsImages
        self.clock = clock
        loads.delegate = self
    }

    deinit {
        pendingSearch?.task.cancel()
    }

    /// Every item shown, in order.
    var items: [Item] { pages.flatMap(\.value.items) }

    /// True when a retry would load again: the failed page, or the failed `more`.
    var canRetry: Bool { loads.canRetry }

    var isBusy: Bool {
        isLoading || isLoadingMore || pendingSearch != nil || images?.isLoading == true
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
        load(requested)
    }

    /// Loads the shown query again when what the list shows changed since it loaded (see `ListScreenParts.changes`).
    func reloadIfChanged() {
        guard hasAppeared, routeError == nil, let changes = parts.changes, changes.version != loadedVersion else {
            return
        }
        loadedVersion = changes.version
        requested = shown ?? requested
        load(requested)
    }

    /// Waits until no search is pending and no page or image is loading.
    public func settle() async {
        reloadIfChanged()
        repeat {
            while let task = pendingSearch?.task {
                await task.value
                if pendingSearch?.task == task {
                    pendingSearch = nil
                }
            }
            await loads.waitUntilIdle()
            await images?.waitUntilIdle()
        } while isBusy
    }

    /// Cancels the pending search and every load.
    public func disappear() {
        observation?.cancel()
        cancelSearch()
        loads.cancel()
        images?.cancelAll()
    }

    /// Loads `query` from its first page, superseding any load in flight.
    func start(_ query: ListQuery) {
        requested = query
        routeError = nil
        load(query)
    }

    /// Reloads the query shown (or, before anything is shown, the one asked for) from the network.
    func refreshShown() {
        requested = shown ?? requested
        load(requested, mode: .refresh)
    }

    /// Appends the page after the last one shown; later pages prefer saved data even after a refresh.
    func loadNextPage() {
        guard let shown, let last = pages.last?.value, last.hasNextPage else { return }
        load(ListQuery(page: last.number + 1, filter: shown.filter), appending: true)
    }

    /// Whether `filter` is what the list shows or is loading already, so loading it again would change nothing.
    func isCurrent(_ filter: ListFilter) -> Bool {
        filter == requested.filter && failure == nil && (isLoading || shown == requested)
    }

    /// Loads `filter` once no other search has come for `searchDelay` (and unless it is current): search as you type.
    func submitSearch(_ filter: ListFilter) {
        pendingSearch?.task.cancel()
        let (clock, delay) = (clock, Self.searchDelay)
        let task = Task { [weak self] in
            // A sleep can end just as a newer search cancels it (on this actor); a cancelled one never acts.
            guard (try? await clock.sleep(for: delay)) != nil, !Task.isCancelled, let self else { return }
            pendingSearch = nil
            if !isCurrent(filter) {
                start(ListQuery(page: 1, filter: filter))
            }
        }
        pendingSearch = (filter, task)
    }

    /// Drops the pending search without loading it.
    func cancelSearch() {
        pendingSearch?.task.cancel()
        pendingSearch = nil
    }

    // The closure captures the query and mode now: the load never reads the screen once it runs.
    private func load(_ query: ListQuery, mode: FetchMode = .preferSaved, appending: Bool = false) {
        let load = parts.load
        loadsNextPage = appending
        loads.load { try await load(query, mode) }
    }

    /// A page started loading.
    public func didStartLoading() {
        if loadsNextPage {
            isLoadingMore = true
            moreErrorMessage = nil
        } else {
            isLoading = true
            failure = nil
        }
    }

    /// A page loaded: it replaces the pages shown (the query asked for is shown now), or (`more`) follows them.
    public func didFinishLoading(with page: Value) {
        if loadsNextPage {
            pages.append(page)
        } else {
            shown = requested
            pages = [page]
            moreErrorMessage = nil
        }
        isLoading = false
        isLoadingMore = false
        showImages()
    }

    /// A page failed: the list's failure, or (`more`) a notice beside the pages shown.
    public func didFinishLoading(with error: any Error) {
        if loadsNextPage {
            moreErrorMessage = LoadFailureText.message(for: error, noun: parts.noun)
        } else {
            failure = ShownFailure(error, noun: parts.noun)
        }
        isLoading = false
        isLoadingMore = false
    }

    /// A load was cancelled or superseded.
    public func didCancelLoading() {
        isLoading = false
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
