import FeatureDomain
import SharedPresentation

/// The endless episodes list: the first page on `appear`, the next one on `more`, grouped by season.
///
/// A failed `more` keeps what was loaded, shows its error as a notice and offers `retry`; a second `more` while
/// one is loading does nothing, so the page loads once.
@MainActor
final class EpisodeListScreen: Screen {
    typealias Page = Fetched<EpisodePage>

    private let list: PaginatedListViewModel<Page>
    private let loads: ResourceLoadController<Paginated<Page>>
    private let season: Int?

    /// Creates the screen over `list`, which `loads` feeds with the first page (the composition wires that up).
    init(list: PaginatedListViewModel<Page>, loads: ResourceLoadController<Paginated<Page>>, season: Int?) {
        self.list = list
        self.loads = loads
        self.season = season
    }

    var snapshot: ScreenSnapshot {
        EpisodeListSnapshotMapper.snapshot(
            of: EpisodeListState(
                pages: list.items,
                season: season,
                isLoading: list.isLoading,
                isLoadingMore: list.isLoadingMore,
                errorMessage: list.errorMessage,
                loadMoreErrorMessage: list.loadMoreErrorMessage,
                hasMorePages: list.hasMorePages,
                canLoadMore: list.canLoadMore,
                canRetry: loads.canRetry || list.canRetryLoadMore
            )
        )
    }

    /// Loads the first page unless something is shown, loading, or failed (then `retry` is the way).
    func appear() {
        guard list.items.isEmpty, !loads.isLoading, !loads.canRetry else { return }
        loads.load()
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .loadMore:
            try loadMore()
        case .refresh:
            loads.refresh()
        case .retry:
            try retry()
        case .open(let id):
            guard list.items.contains(where: { $0.value.episodes.contains { $0.id == id } }) else {
                throw .notOnScreen(id: id)
            }
            return EpisodesRoute.detail(id: id).appRoute
        case .next, .previous, .search, .filter, .action, .openLink:
            throw .unsupported(command: command.trackingName, screen: EpisodesStrings.listTitle)
        }
        return nil
    }

    func settle() async {
        await loads.waitUntilIdle()
        await list.waitUntilIdle()
    }

    func disappear() {
        loads.cancel()
        list.cancelLoadMore()
    }

    // A list's commands fail only as loads, which `snapshot.status` (and a failed `more`, its notice) shows.
    func failure(of command: ScreenCommand) -> String? {
        nil
    }

    private func loadMore() throws(ScreenCommandError) {
        let command = EpisodesStrings.Action.more
        guard !list.isLoadingMore else { return }
        guard !list.isLoading else { throw .unavailable(command: command, reason: EpisodesStrings.Unavailable.loading) }
        guard !list.items.isEmpty else {
            throw .unavailable(command: command, reason: EpisodesStrings.Unavailable.notLoaded)
        }
        guard list.hasMorePages else {
            throw .unavailable(command: command, reason: EpisodesStrings.Unavailable.lastPage)
        }
        list.loadMore()
    }

    private func retry() throws(ScreenCommandError) {
        if loads.retry() || list.retryLoadMore() { return }
        throw .unavailable(command: EpisodesStrings.Action.retry, reason: EpisodesStrings.Unavailable.nothingFailed)
    }
}
