import CoreDI
import FeatureKit
import SharedPresentation

/// Builds the dependency containers of one run and the screen factory from them: the only code that touches the
/// container.
///
/// The containers are `FeatureComposition`'s, the one way features are assembled (tests and previews use it too):
/// the App's `FeatureEnvironment` in one container and each feature in a child of it, with `--fixtures` over its
/// data, every child verified before anything runs and every problem of every feature reported in one error; then
/// each feature's `(any ScreenProvider)` (and `ActionPerformer`, when it has actions) is resolved from its child.
@MainActor
enum AppContainer {
    /// The screen factory for `modules`, resolving their dependencies from `environment`; `fixtures` replace the
    /// features' data when given.
    static func screenFactory(
        environment: FeatureEnvironment,
        modules: [FeatureModule],
        fixtures: FeatureFixtures? = nil
    ) throws(StartupError) -> ProviderScreenFactory {
        let containers: [DependencyContainer]
        do {
            containers = try FeatureComposition.containers(
                for: modules.map(\.assembly), names: modules.map(\.name), environment: environment, fixtures: fixtures)
        } catch {
            throw .dependenciesInvalid(error)
        }
        var providers: [ProviderScreenFactory.NamedProvider] = []
        var performers: [String: any ActionPerformer] = [:]
        for (module, container) in zip(modules, containers) {
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
