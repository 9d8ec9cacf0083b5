import CoreDI
import FeatureData
import Networking
import SharedPresentation
import Storage
import Tracking

/// Registers the episodes feature: a singleton `(any ScreenProvider)` named `"episodes"` answering
/// `.episodeList(page:season:)` and `.episodeDetail(id:)`.
///
/// Its factory resolves only what the App registers: `(any HTTPClient)`, `APIConfiguration`, `CachedFetcher`,
/// `(any EventTracker)` and `(any Clock<Duration>)`.
public struct EpisodesAssembly: ModuleAssembly, Sendable {
    /// The name the screen provider is registered under.
    public static let providerName = "episodes"

    /// How many episode detail screens the provider keeps for going back to them.
    public let detailCacheCapacity: Int

    /// Creates the assembly; `detailCacheCapacity` bounds the detail screens kept.
    public init(detailCacheCapacity: Int = 32) {
        self.detailCacheCapacity = detailCacheCapacity
    }

    /// Registers the episodes screen provider.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        let capacity = detailCacheCapacity
        try container.register((any ScreenProvider).self, name: Self.providerName, scope: .singleton) { resolver in
            let loader = CachedJSONLoader(
                remote: RemoteDataSource(
                    client: try resolver.resolve((any HTTPClient).self),
                    configuration: try resolver.resolve(APIConfiguration.self)
                ),
                fetcher: try resolver.resolve(CachedFetcher.self)
            )
            let repository = CachedEpisodesRepository(loader: loader)
            let dependencies = EpisodesScreenDependencies(
                loadPage: LoadEpisodesPage(repository: repository),
                loadDetail: LoadEpisodeDetail(
                    loadEpisode: LoadEpisode(repository: repository),
                    castLoader: CachedCastLoader(loader: loader)
                ),
                tracker: try resolver.resolve((any EventTracker).self),
                clock: try resolver.resolve((any Clock<Duration>).self)
            )
            return EpisodesScreenProvider(dependencies: dependencies, detailCacheCapacity: capacity)
        }
    }
}
