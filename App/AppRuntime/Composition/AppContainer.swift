import CoreDI
import FeatureKit
import HeadlessHost
import Networking
import SharedPresentation
import Storage
import Tracking

/// Builds the dependency container of one run and the screen factory from it: the only code that touches the
/// container.
///
/// It registers the infrastructure under the exact types the features resolve, applies the features' assemblies
/// and verifies the whole graph with `Assembler` before anything runs, then resolves each feature's
/// `(any ScreenProvider)` by name.
@MainActor
enum AppContainer {
    /// The screen factory for `modules`, resolving their dependencies from `services`.
    static func screenFactory(
        services: AppServices,
        modules: [FeatureModule]
    ) throws(StartupError) -> ProviderScreenFactory {
        let container = DependencyContainer()
        do {
            try register(services, into: container)
            try Assembler(modules.map(\.assembly)).assemble(into: container)
        } catch {
            throw .dependenciesInvalid(error)
        }
        var providers: [ProviderScreenFactory.NamedProvider] = []
        for module in modules {
            do {
                let provider = try container.resolve((any ScreenProvider).self, name: module.providerName)
                providers.append(ProviderScreenFactory.NamedProvider(name: module.providerName, provider: provider))
            } catch {
                throw .screenProviderMissing(feature: module.providerName, error)
            }
        }
        return ProviderScreenFactory(providers: providers)
    }

    /// Registers what every feature may resolve (see `FeatureEnvironment`).
    static func register(_ services: AppServices, into container: DependencyContainer) throws(DependencyError) {
        try FeatureEnvironment(
            client: services.http.client, configuration: services.target.configuration, fetcher: services.fetcher,
            tracker: services.tracker, clock: services.clock
        ).register(into: container)
    }
}
