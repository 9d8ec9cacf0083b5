import Observation
import SharedPresentation

/// A screen spy: records every lifecycle call and command, and answers commands as a test scripted; observable, as
/// the real screens are, so a host observing it sees each new snapshot.
@MainActor
@Observable
public final class FakeScreen: Screen {
    /// A call the screen received.
    public enum Message: Equatable {
        case appear
        case perform(ScreenCommand)
        case settle
        case disappear
    }

    /// The calls received, in order.
    public private(set) var messages: [Message] = []
    /// What the screen shows; commands stubbed with a snapshot change it when they settle.
    public var snapshot: ScreenSnapshot {
        get {
            snapshotReads += 1
            return shown
        }
        set { shown = newValue }
    }
    /// How many times `snapshot` was read: what a host built of the screen.
    @ObservationIgnored public private(set) var snapshotReads = 0
    private var shown: ScreenSnapshot
    /// None: a fake screen shows no images.
    public let images: ItemImages? = nil
    private var routes: [ScreenCommand: AppRoute] = [:]
    private var errors: [ScreenCommand: ScreenCommandError] = [:]
    private var failures: [ScreenCommand: String] = [:]
    private var snapshotsAfterCommand: [ScreenCommand: ScreenSnapshot] = [:]
    private var pendingSnapshot: ScreenSnapshot?

    /// Creates a screen showing `snapshot`.
    public init(snapshot: ScreenSnapshot) {
        shown = snapshot
    }

    /// Creates a loaded screen titled `title`.
    public convenience init(title: String) {
        self.init(snapshot: ScreenSnapshot(title: title, status: .loaded))
    }

    /// After `command` and the `settle` that follows it, the screen shows `snapshot`.
    public func stub(_ command: ScreenCommand, showing snapshot: ScreenSnapshot) {
        snapshotsAfterCommand[command] = snapshot
    }

    /// `command` returns `route`.
    public func stub(_ command: ScreenCommand, leadingTo route: AppRoute) {
        routes[command] = route
    }

    /// `command` throws `error`.
    public func stub(_ command: ScreenCommand, failingWith error: ScreenCommandError) {
        errors[command] = error
    }

    /// After `command`, its work is reported failed with `message` (the screen itself stays loaded).
    public func stub(_ command: ScreenCommand, reportingFailure message: String) {
        failures[command] = message
    }

    /// The failure stubbed for `command`.
    public func failure(of command: ScreenCommand) -> String? {
        failures[command]
    }

    /// Records the call.
    public func appear() {
        messages.append(.appear)
    }

    /// Records the command and answers as stubbed.
    public func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        messages.append(.perform(command))
        if let error = errors[command] {
            throw error
        }
        pendingSnapshot = snapshotsAfterCommand[command]
        return routes[command]
    }

    /// Records the call and applies a pending snapshot.
    public func settle() async {
        messages.append(.settle)
        if let pendingSnapshot {
            snapshot = pendingSnapshot
            self.pendingSnapshot = nil
        }
    }

    /// Records the call.
    public func disappear() {
        messages.append(.disappear)
    }
}
