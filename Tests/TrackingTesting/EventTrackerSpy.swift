import Locking
import Tracking

/// Records every tracked event, in order, from any task: the one tracker spy every test target uses.
public final class EventTrackerSpy: EventTracker {
    private let recorded = Locked<[TrackingEvent]>([])

    /// Creates a spy that has recorded nothing.
    public init() {}

    /// The events tracked so far.
    public var events: [TrackingEvent] {
        recorded.withLock { $0 }
    }

    /// The same events (the name the characters feature's specs read).
    public var tracked: [TrackingEvent] {
        events
    }

    /// What each event was about, in order.
    public var kinds: [TrackingEvent.Kind] {
        events.map(\.kind)
    }

    /// The events as `screen: kind`, without timestamps or durations, for comparing.
    public var summaries: [String] {
        events.map { event in
            switch event.kind {
            case .screenShown: "\(event.screen): shown"
            case .loadStarted: "\(event.screen): load started"
            case .loadFinished(let count, _): "\(event.screen): loaded \(count)"
            case .loadFailed(let message, _): "\(event.screen): failed \(message)"
            case .userAction(let name, let argument): "\(event.screen): \(name) \(argument ?? "-")"
            }
        }
    }

    /// Records `event`.
    public func track(_ event: TrackingEvent) {
        recorded.withLock { $0.append(event) }
    }
}
