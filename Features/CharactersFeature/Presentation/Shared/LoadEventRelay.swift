import SharedPresentation

/// A load delegate that hands each event to a closure: how a view model hears its own adapter's events without
/// the adapter (which the view model owns) owning the view model back.
@MainActor
final class LoadEventRelay<Resource>: LoadResourceDelegate {
    typealias Item = Resource

    private let started: () -> Void
    private let finished: (Resource) -> Void
    private let failed: (any Error) -> Void
    private let cancelled: () -> Void

    init(
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

    func didStartLoading() { started() }
    func didFinishLoading(with item: Resource) { finished(item) }
    func didFinishLoading(with error: any Error) { failed(error) }
    func didCancelLoading() { cancelled() }
}
