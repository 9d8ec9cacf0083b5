import FeatureDomain
import SharedPresentation

/// The state of the characters list: the page shown and the one loading, the search, filters and avatars.
///
/// Commands that cannot run now throw; a newer search or filter supersedes a load in flight.
@MainActor
final class CharacterListViewModel {
    typealias PageAdapter = LoadResourcePresentationAdapter<
        AnyLoader<CharacterListLoad>, LoadResourceDelegateComposer<CharacterListLoad>
    >

    /// How long a search waits for more typing before it loads.
    static let searchDelay = Duration.milliseconds(500)

    /// The page shown, with the request it answers; nil until the first load succeeds.
    private(set) var shown: CharacterListLoad?
    /// The request loading now, or loaded or failed last.
    private(set) var requested: CharacterListRequest
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    let avatars: AvatarImageStates

    private let loadPage: LoadCharacterPageUseCase
    let search: SearchCharactersUseCase
    private let clock: any Clock<Duration>
    private let loadDelegates: [any LoadResourceDelegate<CharacterListLoad>]
    private var mode = FetchMode.preferSaved
    private var hasAppeared = false
    /// Why the route's filters were refused; the list shows it instead of loading.
    private(set) var routeError: CharacterQueryError?
    private lazy var adapter: PageAdapter = makeAdapter()
    lazy var debouncer = Debouncer<CharacterFilter>(delay: Self.searchDelay, clock: clock) { [weak self] filter in
        self?.applySearch(filter)
    }

    /// Creates the list for page `page` narrowed by the route's `filters`; `loadDelegates` (trackers) hear every
    /// page load after the view model.
    init(
        page: Int,
        filters: [String: String],
        loadPage: LoadCharacterPageUseCase,
        search: SearchCharactersUseCase,
        avatars: AvatarImageStates,
        clock: any Clock<Duration>,
        loadDelegates: [any LoadResourceDelegate<CharacterListLoad>] = []
    ) {
        var filter = CharacterFilter.none
        do {
            filter = try search.filter(from: filters)
        } catch {
            routeError = error
        }
        self.requested = CharacterListRequest(page: max(1, page), filter: filter)
        self.loadPage = loadPage
        self.search = search
        self.avatars = avatars
        self.clock = clock
        self.loadDelegates = loadDelegates
    }

    var canRetry: Bool { adapter.canRetry }
    var isBusy: Bool { isLoading || debouncer.pendingValue != nil || avatars.isLoading }

    /// Starts the first load; later calls do nothing.
    func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        if let routeError {
            errorMessage = CharactersStrings.message(for: routeError)
            return
        }
        start(requested, mode: .preferSaved)
    }

    /// Cancels the pending search, the page load and the avatar loads.
    func disappear() {
        debouncer.cancel()
        adapter.cancel()
        avatars.cancelAll()
    }

    /// Waits until no search is pending and no page or avatar is loading.
    func settle() async {
        repeat {
            await debouncer.waitUntilIdle()
            await adapter.waitUntilIdle()
            await avatars.waitUntilIdle()
        } while isBusy
    }

    /// Loads `request` in `mode`, superseding any load in flight.
    func start(_ request: CharacterListRequest, mode: FetchMode) {
        requested = request
        self.mode = mode
        routeError = nil
        adapter.reload()
    }

    /// Retries the failed load; false when nothing failed.
    func retry() -> Bool {
        adapter.retry()
    }

    /// Whether `filter` is what the list shows or is loading already, so loading it again would change nothing.
    func isCurrent(_ filter: CharacterFilter) -> Bool {
        filter == requested.filter && errorMessage == nil && (isLoading || shown?.request == requested)
    }

    private func applySearch(_ filter: CharacterFilter) {
        guard !isCurrent(filter) else { return }
        start(CharacterListRequest(page: 1, filter: filter), mode: .preferSaved)
    }

    private func makeAdapter() -> PageAdapter {
        let relay = LoadEventRelay<CharacterListLoad>(
            started: { [weak self] in self?.didStartLoading() },
            finished: { [weak self] in self?.didFinishLoading(with: $0) },
            failed: { [weak self] in self?.didFinishLoading(with: $0) },
            cancelled: { [weak self] in self?.isLoading = false }
        )
        let loader = AnyLoader { @MainActor [weak self] () async throws -> CharacterListLoad in
            guard !Task.isCancelled, let load = self?.currentLoad() else { throw CancellationError() }
            return try await load()
        }
        return PageAdapter(loader: loader, delegate: LoadResourceDelegateComposer([relay] + loadDelegates))
    }

    // Captures the request now: the load must not read the view model again once it runs.
    private func currentLoad() -> @Sendable () async throws -> CharacterListLoad {
        let request = requested
        let mode = mode
        let loadPage = loadPage
        return {
            let page = try await loadPage.execute(page: request.page, filter: request.filter, mode: mode)
            return CharacterListLoad(request: request, page: page)
        }
    }

    private func didStartLoading() {
        isLoading = true
        errorMessage = nil
    }

    private func didFinishLoading(with load: CharacterListLoad) {
        shown = load
        isLoading = false
        avatars.show(load.page.value.characters.map(\.id))
    }

    private func didFinishLoading(with error: any Error) {
        errorMessage = CharactersStrings.message(for: error)
        isLoading = false
    }
}
