/// Sends every event to several trackers, in the order they were given.
public struct CompositeTracker: EventTracker {
    private let trackers: [any EventTracker]

    /// Creates a tracker that forwards to `trackers`, in order.
    public init(_ trackers: [any EventTracker]) {
        self.trackers = trackers
    }

    /// Forwards `event` to each tracker in turn.
    public func track(_ event: TrackingEvent) {
        for tracker in trackers {
            tracker.track(event)
        }
    }
}
