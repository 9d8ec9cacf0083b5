import AppRuntime
import SharedPresentation

/// A screen factory stub: hands out the screens a test registered (or a new titled one), and records requests.
@MainActor
final class FakeScreenFactory: ScreenFactory {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the feature is not built" }
    }

    private(set) var requestedRoutes: [AppRoute] = []
    private(set) var madeScreens: [FakeScreen] = []
    private var screens: [AppRoute: FakeScreen] = [:]
    private var failingRoutes: Set<AppRoute> = []

    /// `route` gets `screen`, every time (as a cache would).
    func register(_ screen: FakeScreen, for route: AppRoute) {
        screens[route] = screen
    }

    func fail(for route: AppRoute) {
        failingRoutes.insert(route)
    }

    func makeScreen(for route: AppRoute) throws -> any Screen {
        requestedRoutes.append(route)
        if failingRoutes.contains(route) {
            throw Failure()
        }
        if let screen = screens[route] {
            return screen
        }
        let screen = FakeScreen(title: Self.title(for: route))
        madeScreens.append(screen)
        return screen
    }

    static func title(for route: AppRoute) -> String {
        switch route {
        case .characterList(let page, _): "Characters page \(page)"
        case .characterDetail(let id): "Character \(id)"
        case .episodeList(let page, _): "Episodes page \(page)"
        case .episodeDetail(let id): "Episode \(id)"
        }
    }
}
