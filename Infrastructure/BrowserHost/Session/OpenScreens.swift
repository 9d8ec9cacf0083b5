import HeadlessHost
import SharedPresentation

/// The screens the browser host keeps open, at most `capacity` of them: a route asked for again finds its screen
/// (in any window), and the least recently used screen without an open stream goes when one more is needed.
@MainActor
final class OpenScreens {
    private let factory: any ScreenFactory
    private let capacity: Int
    private var screens: [Int: OpenScreen] = [:]
    private var nextID = 1
    private var uses = 0
    /// Called once for each screen it opens.
    var opened: @MainActor (OpenScreen) -> Void = { _ in }

    /// Creates an empty registry making screens with `factory`.
    init(factory: any ScreenFactory, capacity: Int) {
        self.factory = factory
        self.capacity = max(1, capacity)
    }

    /// Every open screen.
    var all: [OpenScreen] { Array(screens.values) }

    /// The open screen numbered `id`, marked as used.
    subscript(id: Int) -> OpenScreen? {
        guard let screen = screens[id] else { return nil }
        use(screen)
        return screen
    }

    /// The open screen showing `route` now, or a new one for it (the least recently used one closing if full).
    func open(_ route: AppRoute) throws -> OpenScreen {
        let wanted = Self.normalized(route)
        // Only a screen opened for the same name, id and flags can show `route`: no other is asked what it shows.
        if let found = screens.values.first(where: { $0.mayShow(wanted) && Self.normalized($0.route) == wanted }) {
            use(found)
            return found
        }
        let screen = OpenScreen(id: nextID, route: wanted, screen: try factory.makeScreen(for: wanted))
        nextID += 1
        screens[screen.id] = screen
        use(screen)
        evictBeyondCapacity()
        opened(screen)
        return screen
    }

    /// Closes every screen.
    func closeAll() {
        for screen in screens.values {
            screen.close()
            screen.screen.disappear()
        }
        screens = [:]
    }

    private func use(_ screen: OpenScreen) {
        uses += 1
        screen.lastUse = uses
    }

    private func evictBeyondCapacity() {
        while screens.count > capacity {
            let idle = screens.values.filter { $0.streams.isEmpty }
            guard let oldest = (idle.isEmpty ? Array(screens.values) : idle).min(by: { $0.lastUse < $1.lastUse })
            else { return }
            screens[oldest.id] = nil
            oldest.close()
            oldest.screen.disappear()
        }
    }

    // A list's first page is its page without a number.
    private static func normalized(_ route: AppRoute) -> AppRoute {
        var route = route
        if route.options["page"] == "1" {
            route.options["page"] = nil
        }
        return route
    }
}
