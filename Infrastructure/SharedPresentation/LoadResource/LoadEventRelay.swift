/// A load delegate that hands each event to a closure: how a screen hears its own adapter's events without the
/// adapter (which the screen owns) owning the screen back.
@MainActor
public final class LoadEventRelay<Resource>: LoadResourceDelegate {
    /// The resource a load delivers.
    public typealias Item = Resource

    private let started: () -> Void
    private let finished: (Resource) -> Void
    private let failed: (any Error) -> Void
    private let cancelled: () -> Void

    /// Creates a relay calling one closure per event.
    public init(
        started: @escaping () -> Void,
        finished: @escaping (Resource) -> Void,
        failed: @escaping (any Error) -> Void,
        cancelled: @escaping () -> Void
    ) {
        self.started = started
        self.finished = finished
        self.failed = failed
        self.cancelled = cancelled
    }

    /// Calls `started`.
    public func didStartLoading() { started() }
    /// Calls `finished` with the resource.
    public func didFinishLoading(with item: Resource) { finished(item) }
    /// Calls `failed` with the error.
    public func didFinishLoading(with error: any Error) { failed(error) }
    /// Calls `cancelled`.
    public func didCancelLoading() { cancelled() }
}
