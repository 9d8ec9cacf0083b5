import CoreDI
import FeatureData
import FeatureDomain
import FeatureKit
import SharedPresentation
import Tracking

/// Registers the episodes feature, layer by layer: its repository and cast loader (Data, singletons over the
/// App's `CachedJSONLoader`), its use cases (Domain, transient) and its `ScreenProvider` (Presentation, a singleton
/// named "episodes" that resolves the use cases).
public struct EpisodesAssembly: FeatureAssembly {
    /// Creates the assembly; the episodes feature reads none of the App's settings.
    public init(settings: FeatureSettings = FeatureSettings()) {}

    /// Registers the feature's layers.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        try container.register((any EpisodesRepository).self, scope: .singleton) {
            CachedEpisodesRepository(loader: try $0.resolve(), resource: .episode, queryItems: \.episodeQueryItems)
        }
        try container.register((any CastMembersLoader).self, scope: .singleton) {
            CachedCastMembersLoader(loader: try $0.resolve(), resource: .character)
        }
        try container.register(LoadEpisodesPage.self) { LoadEpisodesPage(repository: try $0.resolve()) }
        try container.register(LoadEpisodeDetail.self) { LoadEpisodeDetail(repository: try $0.resolve()) }
        try container.register(LoadEpisodeCast.self) { LoadEpisodeCast(loader: try $0.resolve(), ids: \.characterIDs) }
        try container.register((any ScreenProvider).self, name: Self.manifest.name, scope: .singleton) { resolver in
            let (loadPage, loadDetail, loadCast, tracker, clock) = try resolver.resolveAll(
                LoadEpisodesPage.self, LoadEpisodeDetail.self, LoadEpisodeCast.self, (any EventTracker).self,
                (any Clock<Duration>).self)
            return ListDetailScreenProvider(
                routes: EpisodesScreens.routes, list: EpisodeList.parts(loadPage: loadPage),
                detail: EpisodeDetail.parts(load: loadDetail, loadCast: loadCast), tracker: tracker, clock: clock)
        }
    }
}
