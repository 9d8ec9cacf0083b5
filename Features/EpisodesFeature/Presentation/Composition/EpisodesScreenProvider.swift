import SharedPresentation

/// Answers the episodes routes; detail screens are kept (up to a capacity) so going back to one shows the same
/// screen, with its state, and sends no request.
@MainActor
final class EpisodesScreenProvider: ScreenProvider {
    private let dependencies: EpisodesScreenDependencies
    private let detailCacheCapacity: Int
    // Made on first use: the provider is created off the main actor (by a DI factory), the cache is main-actor bound.
    private var detailScreens: BoundedCache<Int, any Screen>?

    nonisolated init(dependencies: EpisodesScreenDependencies, detailCacheCapacity: Int) {
        self.dependencies = dependencies
        self.detailCacheCapacity = detailCacheCapacity
    }

    func makeScreen(for route: AppRoute) -> (any Screen)? {
        switch EpisodesRoute(route) {
        case .list(let page, let season):
            return EpisodeListComposer.makeScreen(page: page, season: season, dependencies: dependencies)
        case .detail(let id):
            let cache = detailScreens ?? BoundedCache(capacity: detailCacheCapacity)
            detailScreens = cache
            return cache.value(forKey: id) {
                EpisodeDetailComposer.makeScreen(id: id, dependencies: dependencies)
            }
        case nil:
            return nil
        }
    }
}
