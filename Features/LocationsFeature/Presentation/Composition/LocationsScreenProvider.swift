import FeatureDomain
import SharedPresentation

/// Answers the locations routes, each screen tracked.
///
/// Detail screens are kept (up to a capacity) so going back to one shows the same screen, with its state, and
/// sends no request.
@MainActor
final class LocationsScreenProvider: ScreenProvider {
    private let dependencies: LocationsScreenDependencies
    private let detailCacheCapacity: Int
    // Made on first use: the provider is created off the main actor (by a DI factory), the cache is main-actor bound.
    private var detailScreens: BoundedCache<Int, any Screen>?

    nonisolated init(dependencies: LocationsScreenDependencies, detailCacheCapacity: Int) {
        self.dependencies = dependencies
        self.detailCacheCapacity = detailCacheCapacity
    }

    func makeScreen(for route: AppRoute) -> (any Screen)? {
        switch LocationsRoute(route) {
        case .list(let page, let filter):
            return makeList(page: page, filter: filter)
        case .detail(let id):
            let cache = detailScreens ?? BoundedCache(capacity: detailCacheCapacity)
            detailScreens = cache
            return cache.value(forKey: id) { makeDetail(id: id) }
        case nil:
            return nil
        }
    }

    private func makeList(page: Int, filter: LocationFilter) -> any Screen {
        typealias Page = Fetched<LocationPage>
        let viewModel = LoadResourceViewModel<Page, Page>(mapper: { $0 }, errorMessage: LocationsStrings.message(for:))
        let tracking = TrackingLoadResourceDelegate<Page>(
            screen: LocationsStrings.listScreenName, tracker: dependencies.tracker, clock: dependencies.clock,
            now: dependencies.now, itemCount: { $0.value.locations.count })
        let screen = LocationListScreen(
            page: page, filter: filter, loadPage: dependencies.loadPage, viewModel: viewModel,
            delegate: LoadResourceDelegateComposer([viewModel, tracking]))
        return tracked(screen, name: LocationsStrings.listScreenName)
    }

    private func makeDetail(id: Int) -> any Screen {
        typealias Detail = Fetched<LocationDetail>
        let viewModel = LoadResourceViewModel<Detail, Detail>(
            mapper: { $0 }, errorMessage: LocationsStrings.message(for:))
        let tracking = TrackingLoadResourceDelegate<Detail>(
            screen: LocationsStrings.detailScreenName, tracker: dependencies.tracker, clock: dependencies.clock,
            now: dependencies.now, itemCount: { $0.value.residents.count })
        let loadDetail = dependencies.loadDetail
        let loads = ResourceLoadController<Detail>(delegate: LoadResourceDelegateComposer([viewModel, tracking])) {
            mode in
            AnyLoader { try await loadDetail(id: id, mode: mode) }
        }
        let screen = LocationDetailScreen(locationID: id, viewModel: viewModel, loads: loads)
        return tracked(screen, name: LocationsStrings.detailScreenName)
    }

    private func tracked(_ screen: any Screen, name: String) -> any Screen {
        TrackedScreen(
            screen, activity: ScreenActivityTracker(screen: name, tracker: dependencies.tracker, now: dependencies.now))
    }
}
