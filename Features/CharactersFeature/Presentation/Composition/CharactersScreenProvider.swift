import FeatureDomain
import SharedPresentation

/// Makes the Characters feature's screens for the App: a new list per route, and one detail screen per character
/// kept in a `BoundedCache`, so opening a character again shows the same screen (and sends no request).
///
/// Tracking is composed here: each page or character load also reaches a `TrackingLoadResourceDelegate`, and
/// each screen is wrapped in a `TrackedScreen`.
@MainActor
final class CharactersScreenProvider: ScreenProvider {
    private let components: CharactersComponents
    private let detailCacheCapacity: Int
    private var detailCache: BoundedCache<Int, any Screen>?

    nonisolated init(components: CharactersComponents, detailCacheCapacity: Int) {
        self.components = components
        self.detailCacheCapacity = detailCacheCapacity
    }

    func makeScreen(for route: AppRoute) -> (any Screen)? {
        switch CharactersRoute(route) {
        case .list(let page, let filters):
            makeList(page: page, filters: filters)
        case .detail(let id):
            cachedDetail(id: id)
        case nil:
            nil
        }
    }

    private func makeList(page: Int, filters: [String: String]) -> any Screen {
        let tracking = TrackingLoadResourceDelegate<CharacterListLoad>(
            screen: CharactersStrings.listScreenName,
            tracker: components.tracker,
            clock: components.clock,
            itemCount: { $0.page.value.characters.count }
        )
        let viewModel = CharacterListViewModel(
            page: page,
            filters: filters,
            loadPage: components.loadPage,
            search: components.search,
            avatars: AvatarImageStates(loader: components.avatarLoader),
            clock: components.clock,
            loadDelegates: [tracking]
        )
        return tracked(CharacterListScreen(viewModel: viewModel), name: CharactersStrings.listScreenName)
    }

    private func cachedDetail(id: Int) -> any Screen {
        let cache = detailCache ?? BoundedCache(capacity: detailCacheCapacity)
        detailCache = cache
        return cache.value(forKey: id) { makeDetail(id: id) }
    }

    private func makeDetail(id: Int) -> any Screen {
        let tracking = TrackingLoadResourceDelegate<Fetched<Character>>(
            screen: CharactersStrings.detailScreenName,
            tracker: components.tracker,
            clock: components.clock,
            itemCount: { _ in 1 }
        )
        let viewModel = CharacterDetailViewModel(
            characterID: id,
            loadCharacter: components.loadCharacter,
            loadEpisodes: components.loadEpisodes,
            avatar: AvatarImageStates(loader: components.avatarLoader),
            loadDelegates: [tracking]
        )
        return tracked(CharacterDetailScreen(viewModel: viewModel), name: CharactersStrings.detailScreenName)
    }

    private func tracked(_ screen: any Screen, name: String) -> any Screen {
        TrackedScreen(screen, activity: ScreenActivityTracker(screen: name, tracker: components.tracker))
    }
}
