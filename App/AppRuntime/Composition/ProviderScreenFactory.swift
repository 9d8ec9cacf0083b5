import FeatureKit
import HeadlessHost
import SharedPresentation

/// The App's `ScreenFactory` and `ActionRouter`: asks each feature's provider in turn, and each action's performer.
@MainActor
final class ProviderScreenFactory: ScreenFactory, ActionRouter {
    private let providers: [(name: String, provider: any ScreenProvider)]
    private let performers: [String: any ActionPerformer]

    init(providers: [(name: String, provider: any ScreenProvider)], performers: [String: any ActionPerformer] = [:]) {
        self.providers = providers
        self.performers = performers
    }

    /// The factory of `modules`, composed over `environment` (and `fixtures`): the only code that composes them.
    static func compose(
        environment: FeatureEnvironment,
        modules: [FeatureModule],
        fixtures: FeatureFixtures? = nil
    ) throws(StartupError) -> ProviderScreenFactory {
        let composed: [ComposedFeature]
        do {
            composed = try FeatureComposition.compose(
                modules.map { ($0.parts, $0.settings) }, environment: environment, fixtures: fixtures)
        } catch {
            throw .dependenciesInvalid(error)
        }
        var performers: [String: any ActionPerformer] = [:]
        for (manifest, feature) in zip(modules.map(\.manifest), composed) {
            for action in manifest.actions {
                performers[action.name] = feature.performer
            }
        }
        return ProviderScreenFactory(
            providers: zip(modules, composed).map { ($0.manifest.name, $1.provider) }, performers: performers)
    }

    func makeScreen(for route: AppRoute) throws -> any Screen {
        for named in providers {
            if let screen = named.provider.makeScreen(for: route) {
                return screen
            }
        }
        throw ScreenFactoryError.noFeatureShows(route, features: providers.map(\.name))
    }

    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult {
        guard let performer = performers[request.name] else {
            throw ActionFailure("no feature of this App carries out '\(request.name)'")
        }
        return try await performer.perform(request)
    }

    func done(_ requests: [ActionRequest]) async -> Set<ActionRequest> {
        var done: Set<ActionRequest> = []
        for (name, asked) in Dictionary(grouping: requests, by: \.name) {
            done.formUnion(await performers[name]?.done(asked) ?? [])
        }
        return done
    }
}
