import HeadlessHost
import SharedPresentation

/// The App's `ScreenFactory` and `ActionRouter`: asks each feature's `ScreenProvider` in turn for the screen of a
/// route, and hands each action to the performer of the feature that declares it.
@MainActor
final class ProviderScreenFactory: ScreenFactory, ActionRouter {
    /// A feature's provider and the name it was registered under.
    struct NamedProvider {
        let name: String
        let provider: any ScreenProvider
    }

    private let providers: [NamedProvider]
    private let performers: [String: any ActionPerformer]

    /// Creates the factory over `providers`, and `performers` by the names of the actions they carry out.
    init(providers: [NamedProvider], performers: [String: any ActionPerformer] = [:]) {
        self.providers = providers
        self.performers = performers
    }

    /// The names of the features this factory asks, in order.
    var featureNames: [String] {
        providers.map(\.name)
    }

    func makeScreen(for route: AppRoute) throws -> any Screen {
        for named in providers {
            if let screen = named.provider.makeScreen(for: route) {
                return screen
            }
        }
        throw ScreenFactoryError.noFeatureShows(route, features: featureNames)
    }

    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult {
        guard let performer = performers[request.name] else {
            throw ActionFailure("no feature of this App carries out '\(request.name)'")
        }
        return try await performer.perform(request)
    }
}
