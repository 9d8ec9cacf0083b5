import AppRuntime
import CoreDI
import Foundation
import Networking
import SharedPresentation
import Storage
import Tracking

/// A stand-in feature that resolves exactly what real features resolve and loads the characters list through
/// them, proving the composition root wires the replica, client, configuration, fetcher, tracker and clock.
struct ProbeAssembly: ModuleAssembly {
    static let providerName = "probe"

    /// Registered beside the provider, so the provider resolves something that is not there.
    var alsoNeeds: (any Sendable.Type)?

    func assemble(into container: DependencyContainer) throws(DependencyError) {
        let needsMissing = alsoNeeds != nil
        try container.register((any ScreenProvider).self, name: Self.providerName, scope: .singleton) { resolver in
            if needsMissing {
                _ = try resolver.resolve(MissingDependency.self)
            }
            return ProbeProvider(
                client: try resolver.resolve((any HTTPClient).self),
                configuration: try resolver.resolve(APIConfiguration.self),
                fetcher: try resolver.resolve(CachedFetcher.self),
                tracker: try resolver.resolve((any EventTracker).self),
                clock: try resolver.resolve((any Clock<Duration>).self)
            )
        }
    }

    static func module(needingMissingDependency: Bool = false) -> FeatureModule {
        FeatureModule(
            providerName: providerName,
            assembly: ProbeAssembly(alsoNeeds: needingMissingDependency ? MissingDependency.self : nil))
    }
}

/// A type nothing registers.
struct MissingDependency: Sendable {}

/// Shows the characters list route only.
struct ProbeProvider: ScreenProvider {
    let client: any HTTPClient
    let configuration: APIConfiguration
    let fetcher: CachedFetcher
    let tracker: any EventTracker
    let clock: any Clock<Duration>

    @MainActor func makeScreen(for route: AppRoute) -> (any Screen)? {
        guard case .characterList(let page, _) = route else { return nil }
        return ProbeScreen(page: page, provider: self)
    }
}
