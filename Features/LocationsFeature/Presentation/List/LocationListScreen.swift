import FeatureDomain
import SharedPresentation

/// The locations list, a page at a time: `next`, `prev`, `filter name|type|dimension=VALUE`, `search NAME`,
/// `refresh`, `retry`, and `open ID` to a location's detail.
@MainActor
final class LocationListScreen: Screen {
    typealias Page = Fetched<LocationPage>

    private let loadPage: LoadLocationsPage
    private let viewModel: LoadResourceViewModel<Page, Page>
    private let delegate: ResourceLoadController<Page>.Delegate
    private(set) var request: (page: Int, filter: LocationFilter)
    private var loads: ResourceLoadController<Page>?

    /// Creates the list at `page` narrowed by `filter`; `delegate` hears every load (the view model among them).
    init(
        page: Int,
        filter: LocationFilter,
        loadPage: LoadLocationsPage,
        viewModel: LoadResourceViewModel<Page, Page>,
        delegate: ResourceLoadController<Page>.Delegate
    ) {
        request = (page, filter)
        self.loadPage = loadPage
        self.viewModel = viewModel
        self.delegate = delegate
    }

    var snapshot: ScreenSnapshot {
        let page = viewModel.item?.value
        return ScreenSnapshot(
            title: LocationsStrings.listTitle,
            subtitle: page.map { LocationsStrings.pageSubtitle(page: $0, filter: request.filter) },
            status: status,
            notices: viewModel.item?.staleSince.map { [LoadFailureText.offlineNotice(savedAt: $0)] } ?? [],
            sections: page.map { [section($0)] } ?? [],
            actions: [
                ScreenSnapshot.Action(name: "next", isEnabled: !isLoading && page?.hasNextPage == true),
                ScreenSnapshot.Action(name: "prev", isEnabled: !isLoading && page?.hasPreviousPage == true),
                ScreenSnapshot.Action(name: "refresh", isEnabled: !isLoading),
                ScreenSnapshot.Action(name: "search", isEnabled: true),
                ScreenSnapshot.Action(name: "filter", isEnabled: true),
                ScreenSnapshot.Action(name: "open", isEnabled: page?.locations.isEmpty == false),
            ],
            page: page.map { ScreenSnapshot.Page(number: $0.number, count: $0.pageCount, items: $0.totalCount) }
        )
    }

    func appear() {
        guard loads == nil else { return }
        start(mode: .preferSaved)
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .next: try move(by: 1)
        case .previous: try move(by: -1)
        case .refresh: start(mode: .refresh)
        case .retry:
            guard loads?.retry() == true else {
                throw .unavailable(command: "retry", reason: LocationsStrings.nothingFailed)
            }
        case .search(let text): try narrow("name", to: text)
        case .filter(let key, let value): try narrow(key, to: value)
        case .open(let id):
            guard viewModel.item?.value.locations.contains(where: { $0.id == id }) == true else {
                throw .notOnScreen(id: id)
            }
            return LocationsRoute.detail(id: id).appRoute
        case .loadMore, .action, .openLink:
            throw .unsupported(command: command.trackingName, screen: "the locations list")
        }
        return nil
    }

    func settle() async {
        await loads?.waitUntilIdle()
    }

    func disappear() {
        loads?.cancel()
    }

    // The list's commands fail only as loads, which `snapshot.status` shows.
    func failure(of command: ScreenCommand) -> String? {
        nil
    }

    private var isLoading: Bool {
        loads?.isLoading ?? false
    }

    private var status: ScreenSnapshot.Status {
        if isLoading { return .loading }
        if let message = viewModel.errorMessage {
            return .failed(message: message, canRetry: loads?.canRetry ?? false)
        }
        return viewModel.item == nil ? .idle : .loaded
    }

    private func section(_ page: LocationPage) -> ScreenSnapshot.Section {
        ScreenSnapshot.Section(
            title: nil,
            rows: page.locations.map { location in
                ScreenSnapshot.Row(
                    id: location.id, title: location.name, detail: LocationsStrings.rowDetail(location),
                    values: location.screenValues)
            },
            emptyMessage: LocationsStrings.noMatch(request.filter)
        )
    }

    private func move(by offset: Int) throws(ScreenCommandError) {
        let command = offset > 0 ? "next" : "prev"
        guard !isLoading else { throw .unavailable(command: command, reason: LocationsStrings.loading) }
        guard let page = viewModel.item?.value else {
            throw .unavailable(command: command, reason: LocationsStrings.loading)
        }
        guard offset > 0 ? page.hasNextPage : page.hasPreviousPage else {
            throw .unavailable(
                command: command, reason: offset > 0 ? LocationsStrings.lastPage : LocationsStrings.firstPage)
        }
        request.page = page.number + offset
        start(mode: .preferSaved)
    }

    private func narrow(_ key: String, to value: String) throws(ScreenCommandError) {
        do {
            request = (1, try request.filter.setting(key, to: value))
        } catch {
            throw .invalidArgument(LocationsStrings.message(for: error))
        }
        start(mode: .preferSaved)
    }

    private func start(mode: FetchMode) {
        loads?.cancel()
        let loadPage = loadPage
        let (page, filter) = request
        let controller = ResourceLoadController<Page>(delegate: delegate) { fetchMode in
            AnyLoader { try await loadPage(page: page, filter: filter, mode: fetchMode) }
        }
        loads = controller
        if mode == .refresh {
            controller.refresh()
        } else {
            controller.load()
        }
    }
}
