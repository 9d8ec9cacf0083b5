/// A screen decorator that tracks the screen being shown and each command the user sends it (refused ones too),
/// so the screens themselves never track.
@MainActor
public final class TrackedScreen: Screen {
    /// The decorated screen.
    public let screen: any Screen
    private let activity: ScreenActivityTracker

    /// Wraps `screen`, reporting to `activity`.
    public init(_ screen: any Screen, activity: ScreenActivityTracker) {
        self.screen = screen
        self.activity = activity
    }

    /// The decorated screen's snapshot.
    public var snapshot: ScreenSnapshot {
        screen.snapshot
    }

    /// Tracks "screen shown", then lets the decorated screen appear.
    public func appear() {
        activity.trackShown()
        screen.appear()
    }

    /// Tracks the command as a user action, then performs it.
    public func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        activity.track(command)
        return try screen.perform(command)
    }

    /// Waits for the decorated screen's work.
    public func settle() async {
        await screen.settle()
    }

    /// The decorated screen's failure of `command`.
    public func failure(of command: ScreenCommand) -> String? {
        screen.failure(of: command)
    }

    /// Lets the decorated screen go away.
    public func disappear() {
        screen.disappear()
    }
}
