import SharedPresentation

/// A screen spy: records every lifecycle call and command, and answers commands as a test scripted.
@MainActor
public final class FakeScreen: Screen {
    public enum Message: Equatable {
        case appear
        case perform(ScreenCommand)
        case settle
        case disappear
    }

    public private(set) var messages: [Message] = []
    public var snapshot: ScreenSnapshot
    private var routes: [ScreenCommand: AppRoute] = [:]
    private var errors: [ScreenCommand: ScreenCommandError] = [:]
    private var failures: [ScreenCommand: String] = [:]
    private var snapshotsAfterCommand: [ScreenCommand: ScreenSnapshot] = [:]
    private var pendingSnapshot: ScreenSnapshot?

    public init(snapshot: ScreenSnapshot) {
        self.snapshot = snapshot
    }

    public convenience init(title: String) {
        self.init(snapshot: ScreenSnapshot(title: title, status: .loaded))
    }

    /// After `command` and the `settle` that follows it, the screen shows `snapshot`.
    public func stub(_ command: ScreenCommand, showing snapshot: ScreenSnapshot) {
        snapshotsAfterCommand[command] = snapshot
    }

    public func stub(_ command: ScreenCommand, leadingTo route: AppRoute) {
        routes[command] = route
    }

    public func stub(_ command: ScreenCommand, failingWith error: ScreenCommandError) {
        errors[command] = error
    }

    /// After `command`, its work is reported failed with `message` (the screen itself stays loaded).
    public func stub(_ command: ScreenCommand, reportingFailure message: String) {
        failures[command] = message
    }

    public func failure(of command: ScreenCommand) -> String? {
        failures[command]
    }

    public func appear() {
        messages.append(.appear)
    }

    public func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        messages.append(.perform(command))
        if let error = errors[command] {
            throw error
        }
        pendingSnapshot = snapshotsAfterCommand[command]
        return routes[command]
    }

    public func settle() async {
        messages.append(.settle)
        if let pendingSnapshot {
            snapshot = pendingSnapshot
            self.pendingSnapshot = nil
        }
    }

    public func disappear() {
        messages.append(.disappear)
    }
}
