import CoreDI
import FeatureData
import FeatureDomain
import FeatureKit
import SharedPresentation
import Tracking

/// Registers the locations feature, layer by layer: its repository and residents loader (Data, singletons over
/// the App's `CachedJSONLoader`), its use cases (Domain, transient) and its `ScreenProvider` (Presentation, a
/// singleton named "locations" that resolves the use cases).
public struct LocationsAssembly: FeatureAssembly {
    /// Creates the assembly; the locations feature reads none of the App's settings.
    public init(settings: FeatureSettings = FeatureSettings()) {}

    /// Registers the feature's layers.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        try container.register((any LocationsRepository).self, scope: .singleton) {
            CachedLocationsRepository(loader: try $0.resolve(), resource: .location)
        }
        try container.register((any ResidentsLoader).self, scope: .singleton) {
            CachedResidentsLoader(loader: try $0.resolve(), resource: .character)
        }
        try container.register(LoadLocationsPage.self) { LoadLocationsPage(repository: try $0.resolve()) }
        try container.register(LoadLocationDetail.self) { LoadLocationDetail(repository: try $0.resolve()) }
        try container.register(LoadLocationResidents.self) {
            LoadLocationResidents(loader: try $0.resolve(), ids: \.residentIDs)
        }
        try container.register((any ScreenProvider).self, name: Self.manifest.name, scope: .singleton) { resolver in
            let (loadPage, loadDetail, loadResidents, tracker, clock) = try resolver.resolveAll(
                LoadLocationsPage.self, LoadLocationDetail.self, LoadLocationResidents.self, (any EventTracker).self,
                (any Clock<Duration>).self)
            return ListDetailScreenProvider(
                routes: LocationsScreens.routes, list: LocationList.parts(loadPage: loadPage),
                detail: LocationDetail.parts(load: loadDetail, loadResidents: loadResidents), tracker: tracker,
                clock: clock)
        }
    }
}
