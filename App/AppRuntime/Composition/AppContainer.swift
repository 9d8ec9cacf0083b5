import CoreDI
import FeatureKit
import SharedPresentation

/// Builds the dependency container of one run and the screen factory from it: the only code that touches the
/// container.
///
/// It registers what the App gives every feature (`FeatureEnvironment`), applies the features' assemblies (then,
/// with `--fixtures`, their fixtures, which override their data registrations) and verifies the whole graph with
/// `Assembler` before anything runs, then resolves each feature's `(any ScreenProvider)` (and `ActionPerformer`,
/// when it has actions) by name.
@MainActor
enum AppContainer {
    /// The screen factory for `modules`, resolving their dependencies from `environment`; `fixtures` replace the
    /// features' data when given.
    static func screenFactory(
        environment: FeatureEnvironment,
        modules: [FeatureModule],
        fixtures: FeatureFixtures? = nil
    ) throws(StartupError) -> ProviderScreenFactory {
        let container = DependencyContainer()
        do {
            try environment.register(into: container, features: modules.map(\.name))
            try Assembler(modules.map(\.assembly)).assemble(into: container)
            if let fixtures {
                for module in modules {
                    module.assembly.assembleFixtures(fixtures, into: container)
                }
                try container.verify()
            }
        } catch {
            throw .dependenciesInvalid(error)
        }
        var providers: [ProviderScreenFactory.NamedProvider] = []
        var performers: [String: any ActionPerformer] = [:]
        for module in modules {
            do {
                let provider = try container.resolve((any ScreenProvider).self, name: module.name)
                providers.append(ProviderScreenFactory.NamedProvider(name: module.name, provider: provider))
                if !module.manifest.actions.isEmpty {
                    let performer = try container.resolve((any ActionPerformer).self, name: module.name)
                    for action in module.manifest.actions {
                        performers[action.name] = performer
                    }
                }
            } catch {
                throw .screenProviderMissing(feature: module.name, error)
            }
        }
        return ProviderScreenFactory(providers: providers, performers: performers)
    }
}
