import Locking
import Tracking

/// Records every tracking event, in order, from any task.
final class EventTrackerSpy: EventTracker {
    private let recorded = Locked<[TrackingEvent]>([])

    var events: [TrackingEvent] {
        recorded.withLock { $0 }
    }

    /// What each event was about, in order.
    var kinds: [TrackingEvent.Kind] {
        events.map(\.kind)
    }

    func track(_ event: TrackingEvent) {
        recorded.withLock { $0.append(event) }
    }
}
