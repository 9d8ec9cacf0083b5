import FeatureDomain
import SharedPresentation

/// Builds an episode detail: view model, loads, a tracker beside the view model, and the tracked screen.
@MainActor
enum EpisodeDetailComposer {
    typealias Detail = Fetched<EpisodeDetail>

    static func makeScreen(id: Int, dependencies: EpisodesScreenDependencies) -> any Screen {
        let viewModel = LoadResourceViewModel<Detail, Detail>(
            mapper: { $0 },
            errorMessage: EpisodesStrings.message(for:)
        )
        let tracking = TrackingLoadResourceDelegate<Detail>(
            screen: EpisodesStrings.detailScreenName,
            tracker: dependencies.tracker,
            clock: dependencies.clock,
            now: dependencies.now,
            itemCount: { $0.value.cast.count }
        )
        let loadDetail = dependencies.loadDetail
        let loads = ResourceLoadController<Detail>(
            delegate: LoadResourceDelegateComposer([viewModel, tracking])
        ) { mode in
            AnyLoader { try await loadDetail(id: id, mode: mode) }
        }
        let screen = EpisodeDetailScreen(episodeID: id, viewModel: viewModel, loads: loads)
        let activity = ScreenActivityTracker(
            screen: EpisodesStrings.detailScreenName,
            tracker: dependencies.tracker,
            now: dependencies.now
        )
        return TrackedScreen(screen, activity: activity)
    }
}
