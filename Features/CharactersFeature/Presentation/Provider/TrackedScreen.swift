import SharedPresentation

/// A screen decorator that tracks the screen being shown and each command the user sends it (refused ones too),
/// so the screens themselves never track.
@MainActor
final class TrackedScreen: Screen {
    let screen: any Screen
    private let activity: ScreenActivityTracker

    init(_ screen: any Screen, activity: ScreenActivityTracker) {
        self.screen = screen
        self.activity = activity
    }

    var snapshot: ScreenSnapshot {
        screen.snapshot
    }

    func appear() {
        activity.trackShown()
        screen.appear()
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        activity.track(command)
        return try screen.perform(command)
    }

    func settle() async {
        await screen.settle()
    }

    func disappear() {
        screen.disappear()
    }
}
