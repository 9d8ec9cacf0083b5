import SharedPresentation

/// The stack of screens the App shows: commands and routes push screens, `back` pops them, `show` replaces them all.
///
/// The stack holds at most `capacity` screens: past that the oldest goes.
@MainActor
public final class Navigator {
    private let factory: any ScreenFactory
    private let capacity: Int
    private var entries: [(route: AppRoute, screen: any Screen)] = []

    /// Creates an empty navigator that makes screens with `factory` and keeps at most `capacity` of them.
    public init(factory: any ScreenFactory, capacity: Int = 64) {
        self.factory = factory
        self.capacity = max(1, capacity)
    }

    /// The screen on top, if any.
    public var top: (any Screen)? {
        entries.last?.screen
    }

    /// The routes on the stack, bottom first.
    public var routes: [AppRoute] {
        entries.map(\.route)
    }

    /// Shows `route` as the only screen; if the factory throws, the stack stays as it was.
    @discardableResult
    public func show(_ route: AppRoute) throws -> any Screen {
        let screen = try factory.makeScreen(for: route)
        let leaving = entries
        entries = [(route, screen)]
        disappearIfGone(leaving)
        screen.appear()
        return screen
    }

    /// Shows `route` on top of the current screens; if the factory throws, the stack stays as it was.
    @discardableResult
    public func push(_ route: AppRoute) throws -> any Screen {
        let screen = try factory.makeScreen(for: route)
        entries.append((route, screen))
        let dropped = Array(entries.prefix(max(0, entries.count - capacity)))
        entries.removeFirst(dropped.count)
        disappearIfGone(dropped)
        screen.appear()
        return screen
    }

    /// Closes the screen on top; false (and nothing happens) when there is at most one screen.
    @discardableResult
    public func back() -> Bool {
        guard entries.count > 1, let popped = entries.popLast() else { return false }
        disappearIfGone([popped])
        return true
    }

    /// Closes every screen, such as when the App ends.
    public func closeAll() {
        let leaving = entries
        entries = []
        disappearIfGone(leaving)
    }

    /// Tells each screen of `leaving` (top first, once each) that it went away, unless it is still on the stack.
    private func disappearIfGone(_ leaving: [(route: AppRoute, screen: any Screen)]) {
        var told: Set<ObjectIdentifier> = []
        for screen in leaving.reversed().map(\.screen) {
            guard told.insert(ObjectIdentifier(screen)).inserted, !entries.contains(where: { $0.screen === screen })
            else { continue }
            screen.disappear()
        }
    }
}
