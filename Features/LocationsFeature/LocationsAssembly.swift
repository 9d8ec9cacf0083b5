import CoreDI
import FeatureData
import Networking
import SharedPresentation
import Storage
import Tracking

/// Registers the locations feature: a singleton `(any ScreenProvider)` named `"locations"` answering the
/// `locations` list and `location ID` detail routes.
///
/// Its factory resolves only what the App registers: `(any HTTPClient)`, `APIConfiguration`, `CachedFetcher`,
/// `(any EventTracker)` and `(any Clock<Duration>)`.
public struct LocationsAssembly: ModuleAssembly, Sendable {
    /// The name the screen provider is registered under.
    public static let providerName = "locations"

    /// How many location detail screens the provider keeps for going back to them.
    public let detailCacheCapacity: Int

    /// Creates the assembly; `detailCacheCapacity` bounds the detail screens kept.
    public init(detailCacheCapacity: Int = 32) {
        self.detailCacheCapacity = detailCacheCapacity
    }

    /// Registers the locations screen provider.
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
            let repository = CachedLocationsRepository(loader: loader)
            let dependencies = LocationsScreenDependencies(
                loadPage: LoadLocationsPage(repository: repository),
                loadDetail: LoadLocationDetail(
                    repository: repository, residents: CachedResidentsLoader(loader: loader)),
                tracker: try resolver.resolve((any EventTracker).self),
                clock: try resolver.resolve((any Clock<Duration>).self)
            )
            return LocationsScreenProvider(dependencies: dependencies, detailCacheCapacity: capacity)
        }
    }
}
