import HeadlessHost
import SharedPresentation

/// The App's `ScreenFactory`: asks each feature's `ScreenProvider` in turn for the screen of a route.
@MainActor
final class ProviderScreenFactory: ScreenFactory {
    /// A feature's provider and the name it was registered under.
    struct NamedProvider {
        let name: String
        let provider: any ScreenProvider
    }

    private let providers: [NamedProvider]

    init(providers: [NamedProvider]) {
        self.providers = providers
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
}
