import Foundation
import Tracking

/// Tracks the user actions no screen hears: showing a screen by name (`characters`, `episode 3`) and `back`.
///
/// Commands sent to a screen (`next`, `open 3`, ...) are tracked by the features' own screen trackers, so they
/// are left out here to avoid counting them twice.
enum NavigationTracking {
    /// The screen name navigation events are tracked under.
    static let screenName = "Navigation"

    static let verbs: Set<String> = ["characters", "character", "episodes", "episode", "back"]

    static func handler(tracker: any EventTracker, now: @escaping @Sendable () -> Date = Date.init)
        -> UserActionHandler
    {
        { action, detail in
            guard verbs.contains(action) else { return }
            tracker.track(
                TrackingEvent(kind: .userAction(name: action, argument: detail), screen: screenName, timestamp: now()))
        }
    }
}
