import FeatureDomain
import Foundation
import Tracking

/// The one `ScreenProvider` of every feature: the shared list and detail screens, each tracked, the detail screens
/// used last kept, so opening an item again shows the same screen (with its state) and sends no request.
@MainActor
public final class FeatureScreenProvider<ListItem: Sendable & Identifiable, DetailItem: Sendable>: ScreenProvider
where ListItem.ID == Int {
    private let routes: FeatureRoutes
    private let list: ListScreenParts<ListItem>
    private let detail: DetailScreenParts<DetailItem>?
    private let tracker: any EventTracker
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private let detailCacheCapacity: Int
    // The detail screens kept, least recently used first.
    private var details: [(id: Int, screen: any Screen)] = []

    /// Creates the provider of `routes` from the feature's parts, keeping `detailCacheCapacity` detail screens.
    public nonisolated init(
        routes: FeatureRoutes,
        list: ListScreenParts<ListItem>,
        detail: DetailScreenParts<DetailItem>?,
        tracker: any EventTracker,
        clock: any Clock<Duration>,
        now: @escaping @Sendable () -> Date = Date.init,
        detailCacheCapacity: Int = 32
    ) {
        self.routes = routes
        self.list = list
        self.detail = detail
        self.tracker = tracker
        self.clock = clock
        self.now = now
        self.detailCacheCapacity = detailCacheCapacity
    }

    /// The screen of `route`, or nil when it is not one of this feature's.
    public func makeScreen(for route: AppRoute) -> (any Screen)? {
        switch routes.destination(of: route) {
        case .list(let page, let filters, let showsImages):
            makeList(page: page, filters: filters, showsImages: showsImages)
        case .detail(let id, let showsEveryRow):
            detail.map { cachedDetail(id: id, parts: $0, showsEveryRow: showsEveryRow) }
        case nil:
            nil
        }
    }

    private func makeList(page: Int, filters: [String: String], showsImages: Bool) -> any Screen {
        let name = list.noun.listTitle
        let screen = ListScreen(
            parts: list, page: page, filters: filters, showsImages: showsImages, clock: clock,
            trackers: [
                TrackingLoadResourceDelegate<Fetched<Page<ListItem>>>(
                    screen: name, tracker: tracker, clock: clock, now: now, itemCount: { $0.value.items.count })
            ])
        return tracked(screen, name: name)
    }

    private func cachedDetail(id: Int, parts detail: DetailScreenParts<DetailItem>, showsEveryRow: Bool) -> any Screen {
        let name = detail.noun.detailTitle
        let screen =
            details.first { $0.id == id }?.screen
            ?? tracked(
                DetailScreen(
                    id: id, parts: detail, showsEveryRow: showsEveryRow,
                    trackers: [
                        TrackingLoadResourceDelegate<Fetched<DetailItem>>(
                            screen: name, tracker: tracker, clock: clock, now: now, itemCount: { _ in 1 })
                    ]),
                name: name)
        details.removeAll { $0.id == id }
        details = Array((details + [(id, screen)]).suffix(max(0, detailCacheCapacity)))
        return screen
    }

    private func tracked(_ screen: any Screen, name: String) -> any Screen {
        TrackedScreen(screen, name: name, tracker: tracker, now: now)
    }
}
