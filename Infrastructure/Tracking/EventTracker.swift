/// A sink for tracking events: a log line, a file, an analytics service.
///
/// `track` must return quickly and may be called from any task; implementations serialize their own work.
public protocol EventTracker: Sendable {
    /// Records `event`.
    func track(_ event: TrackingEvent)
}
