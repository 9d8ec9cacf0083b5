import SharedPresentation

/// A screen decorator that tracks the screen being shown and each command it accepts, so the screens themselves
/// never track.
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
        let route = try screen.perform(command)
        activity.track(command)
        return route
    }

    func settle() async {
        await screen.settle()
    }

    func disappear() {
        screen.disappear()
    }
}
