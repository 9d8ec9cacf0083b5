import HeadlessHost
import SharedPresentation

/// A screen factory stub: hands out the screens a test registered (or a new titled one), and records requests.
@MainActor
public final class FakeScreenFactory: ScreenFactory {
    /// What `makeScreen(for:)` throws for a route set to fail.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public var description: String { "the feature is not built" }
    }

    /// Creates a factory with no screens registered.
    public init() {}

    /// Every route asked for, in order.
    public private(set) var requestedRoutes: [AppRoute] = []
    /// The screens made for routes nobody registered.
    public private(set) var madeScreens: [FakeScreen] = []
    private var screens: [AppRoute: FakeScreen] = [:]
    private var failingRoutes: Set<AppRoute> = []

    /// `route` gets `screen`, every time (as a cache would).
    public func register(_ screen: FakeScreen, for route: AppRoute) {
        screens[route] = screen
    }

    /// `route` fails to make its screen.
    public func fail(for route: AppRoute) {
        failingRoutes.insert(route)
    }

    /// The registered screen, a new titled one, or the failure set for `route`.
    public func makeScreen(for route: AppRoute) throws -> any Screen {
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

    /// The title of the screen made for `route`: "Character 3" for a detail, "Characters page 2" for a list.
    public static func title(for route: AppRoute) -> String {
        let name = route.name.prefix(1).uppercased() + route.name.dropFirst()
        return route.id.map { "\(name) \($0)" } ?? "\(name) page \(route.integer("page") ?? 1)"
    }
}
