import Locking
import Tracking

/// Records every tracked event.
final class EventTrackerSpy: EventTracker {
    private let events = Locked([TrackingEvent]())

    var tracked: [TrackingEvent] {
        events.withLock { $0 }
    }

    /// The tracked events as `screen: kind`, without timestamps or durations, for comparing.
    var summaries: [String] {
        tracked.map { event in
            switch event.kind {
            case .screenShown: "\(event.screen): shown"
            case .loadStarted: "\(event.screen): load started"
            case .loadFinished(let count, _): "\(event.screen): loaded \(count)"
            case .loadFailed(let message, _): "\(event.screen): failed \(message)"
            case .userAction(let name, let argument): "\(event.screen): \(name) \(argument ?? "-")"
            }
        }
    }

    func track(_ event: TrackingEvent) {
        events.withLock { $0.append(event) }
    }
}
