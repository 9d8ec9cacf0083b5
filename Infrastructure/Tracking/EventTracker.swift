/// A sink for tracking events; `track` must return quickly and may be called from any task.
public protocol EventTracker: Sendable {
    /// Records `event`.
    func track(_ event: TrackingEvent)
}
