import Foundation
import HeadlessHost
import Tracking

/// Tracks the user actions no screen hears: showing a screen by a feature command (`episode 3`) and `back`.
///
/// Commands sent to a screen (`next`, `open 3`) are left out: the features' own trackers count them.
enum NavigationTracking {
    static let screenName = "Navigation"

    static func handler(
        tracker: any EventTracker,
        routes vocabulary: ScriptVocabulary,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> UserActionHandler {
        let verbs = Set(vocabulary.commands.keys).subtracting(vocabulary.scriptWords.keys).union(["back"])
        return { action, detail in
            guard verbs.contains(action) else { return }
            tracker.track(
                TrackingEvent(kind: .userAction(name: action, argument: detail), screen: screenName, timestamp: now()))
        }
    }
}
