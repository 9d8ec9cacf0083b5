import FeatureDomain
import SharedPresentation

/// One episode: its code, season, number and air date, and its cast; `open` on a cast member leads to that
/// character.
@MainActor
final class EpisodeDetailScreen: Screen {
    typealias Detail = Fetched<EpisodeDetail>

    private let episodeID: Int
    private let viewModel: LoadResourceViewModel<Detail, Detail>
    private let loads: ResourceLoadController<Detail>

    /// Creates the screen over `viewModel`, which `loads` feeds (the composition wires that up).
    init(episodeID: Int, viewModel: LoadResourceViewModel<Detail, Detail>, loads: ResourceLoadController<Detail>) {
        self.episodeID = episodeID
        self.viewModel = viewModel
        self.loads = loads
    }

    var snapshot: ScreenSnapshot {
        EpisodeDetailSnapshotMapper.snapshot(
            of: EpisodeDetailState(
                episodeID: episodeID,
                detail: viewModel.item,
                isLoading: viewModel.isLoading,
                errorMessage: viewModel.errorMessage,
                canRetry: loads.canRetry
            )
        )
    }

    /// Loads the episode unless it is shown, loading, or failed (then `retry` is the way): showing the screen
    /// again (back and forth) sends no request.
    func appear() {
        guard viewModel.item == nil, !loads.isLoading, !loads.canRetry else { return }
        loads.load()
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .refresh:
            loads.refresh()
        case .retry:
            guard loads.retry() else {
                throw .unavailable(
                    command: EpisodesStrings.Action.retry,
                    reason: EpisodesStrings.Unavailable.nothingFailed
                )
            }
        case .open(let id):
            guard viewModel.item?.value.cast.contains(where: { $0.id == id }) == true else {
                throw .notOnScreen(id: id)
            }
            return EpisodesRoute.character(id: id)
        case .next, .previous, .loadMore, .search, .filter, .action, .openLink:
            throw .unsupported(command: command.trackingName, screen: EpisodesStrings.detailScreenName)
        }
        return nil
    }

    func settle() async {
        await loads.waitUntilIdle()
    }

    func disappear() {
        loads.cancel()
    }

    // The detail's commands fail only as loads, which `snapshot.status` shows.
    func failure(of command: ScreenCommand) -> String? {
        nil
    }
}
