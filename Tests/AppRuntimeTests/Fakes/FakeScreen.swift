import SharedPresentation

/// A screen spy: records every lifecycle call and command, and answers commands as a test scripted.
@MainActor
final class FakeScreen: Screen {
    enum Message: Equatable {
        case appear
        case perform(ScreenCommand)
        case settle
        case disappear
    }

    private(set) var messages: [Message] = []
    var snapshot: ScreenSnapshot
    private var routes: [ScreenCommand: AppRoute] = [:]
    private var errors: [ScreenCommand: ScreenCommandError] = [:]
    private var failures: [ScreenCommand: String] = [:]
    private var snapshotsAfterCommand: [ScreenCommand: ScreenSnapshot] = [:]
    private var pendingSnapshot: ScreenSnapshot?

    init(snapshot: ScreenSnapshot) {
        self.snapshot = snapshot
    }

    convenience init(title: String) {
        self.init(snapshot: ScreenSnapshot(title: title, status: .loaded))
    }

    /// After `command` and the `settle` that follows it, the screen shows `snapshot`.
    func stub(_ command: ScreenCommand, showing snapshot: ScreenSnapshot) {
        snapshotsAfterCommand[command] = snapshot
    }

    func stub(_ command: ScreenCommand, leadingTo route: AppRoute) {
        routes[command] = route
    }

    func stub(_ command: ScreenCommand, failingWith error: ScreenCommandError) {
        errors[command] = error
    }

    /// After `command`, its work is reported failed with `message` (the screen itself stays loaded).
    func stub(_ command: ScreenCommand, reportingFailure message: String) {
        failures[command] = message
    }

    func failure(of command: ScreenCommand) -> String? {
        failures[command]
    }

    func appear() {
        messages.append(.appear)
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        messages.append(.perform(command))
        if let error = errors[command] {
            throw error
        }
        pendingSnapshot = snapshotsAfterCommand[command]
        return routes[command]
    }

    func settle() async {
        messages.append(.settle)
        if let pendingSnapshot {
            snapshot = pendingSnapshot
            self.pendingSnapshot = nil
        }
    }

    func disappear() {
        messages.append(.disappear)
    }
}
