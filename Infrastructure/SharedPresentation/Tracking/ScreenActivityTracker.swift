import Foundation
import Tracking

/// Tracks what happens on one screen outside its loads: the screen being shown and the commands performed on it.
public struct ScreenActivityTracker: Sendable {
    private let screen: String
    private let tracker: any EventTracker
    private let now: @Sendable () -> Date

    /// Creates a tracker for `screen` that reports to `tracker`, stamping events with `now`.
    public init(screen: String, tracker: any EventTracker, now: @escaping @Sendable () -> Date = Date.init) {
        self.screen = screen
        self.tracker = tracker
        self.now = now
    }

    /// Tracks `screenShown`.
    public func trackShown() {
        track(.screenShown)
    }

    /// Tracks `command` as a `userAction` named by its script verb, with its argument.
    public func track(_ command: ScreenCommand) {
        track(.userAction(name: command.trackingName, argument: command.trackingArgument))
    }

    private func track(_ kind: TrackingEvent.Kind) {
        tracker.track(TrackingEvent(kind: kind, screen: screen, timestamp: now()))
    }
}
