import FeatureDomain
import SharedPresentation

/// Builds the episodes list: view model, first-page loads, trackers beside them, and the tracked screen.
@MainActor
enum EpisodeListComposer {
    typealias Page = Fetched<EpisodePage>

    static func makeScreen(page: Int, season: Int?, dependencies: EpisodesScreenDependencies) -> any Screen {
        let list = PaginatedListViewModel<Page>(
            errorMessage: EpisodesStrings.message(for:),
            loadMoreDelegates: [tracking(dependencies)]
        )
        let loadPage = dependencies.loadPage
        let loads = ResourceLoadController<Paginated<Page>>(
            delegate: LoadResourceDelegateComposer([list, tracking(dependencies)])
        ) { mode in
            AnyLoader {
                // Later pages prefer saved data even after a refresh: only the first page is asked to refresh.
                try await Paginated<Page>.firstPage(from: (page, mode)) { cursor in
                    let loaded = try await loadPage(page: cursor.0, season: season, mode: cursor.1)
                    return ([loaded], loaded.value.nextPage.map { ($0, FetchMode.preferSaved) })
                }
            }
        }
        let screen = EpisodeListScreen(list: list, loads: loads, season: season)
        let activity = ScreenActivityTracker(
            screen: EpisodesStrings.listScreenName,
            tracker: dependencies.tracker,
            now: dependencies.now
        )
        return TrackedScreen(screen, activity: activity)
    }

    private static func tracking(_ dependencies: EpisodesScreenDependencies) -> TrackingLoadResourceDelegate<
        Paginated<Page>
    > {
        TrackingLoadResourceDelegate(
            screen: EpisodesStrings.listScreenName,
            tracker: dependencies.tracker,
            clock: dependencies.clock,
            now: dependencies.now,
            itemCount: { $0.items.last?.value.episodes.count ?? 0 }
        )
    }
}
