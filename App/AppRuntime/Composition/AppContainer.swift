import CoreDI
import FeatureKit
import SharedPresentation

/// Builds the dependency containers of one run and the screen factory from them: the only code that touches the
/// container.
///
/// The App registers what it gives every feature (`FeatureEnvironment`) in one container; each feature's assembly
/// goes into a child of it (`makeChild()`), so a feature sees the App's registrations and its own, never another
/// feature's, and two features' registrations cannot clash. With `--fixtures` each feature's fixtures then
/// override its data registrations. Every child is verified before anything runs, and every problem of every
/// feature is reported in one error; then each feature's `(any ScreenProvider)` (and `ActionPerformer`, when it has
/// actions) is resolved from its child.
@MainActor
enum AppContainer {
    /// The screen factory for `modules`, resolving their dependencies from `environment`; `fixtures` replace the
    /// features' data when given.
    static func screenFactory(
        environment: FeatureEnvironment,
        modules: [FeatureModule],
        fixtures: FeatureFixtures? = nil
    ) throws(StartupError) -> ProviderScreenFactory {
        let app = DependencyContainer()
        var containers: [DependencyContainer] = []
        var problems: [DependencyError] = []
        do {
            try environment.register(into: app, features: modules.map(\.name))
        } catch {
            throw .dependenciesInvalid(error)
        }
        for module in modules {
            let container = app.makeChild()
            do {
                try Assembler([module.assembly]).assemble(into: container)
                if let fixtures {
                    module.assembly.assembleFixtures(fixtures, into: container)
                    try container.verify()
                }
            } catch {
                problems += error.problems
            }
            containers.append(container)
        }
        guard problems.isEmpty else { throw .dependenciesInvalid(.verificationFailed(problems)) }
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
