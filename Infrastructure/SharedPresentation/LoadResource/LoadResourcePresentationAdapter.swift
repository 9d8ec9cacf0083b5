import FeatureDomain
import Observation

/// Runs a screen's loads (closures capturing what they load) as cancellable tasks, one at a time, telling its
/// delegate, then its trackers, each one's progress: a newer load supersedes the one in flight, a cancelled or
/// superseded one never delivers, and releasing the adapter (held weakly by its tasks) cancels its load.
@MainActor
@Observable
public final class LoadResourcePresentationAdapter<Value: Sendable> {
    /// The load that runs on each attempt of one request.
    public typealias Operation = @Sendable () async throws -> Value

    /// Told first of every load's progress; held weakly, since it owns the adapter.
    @ObservationIgnored public weak var delegate: (any LoadResourceDelegate<Value>)?
    @ObservationIgnored private let trackers: [any LoadResourceDelegate<Value>]
    @ObservationIgnored private var lastOperation: Operation?
    @ObservationIgnored private var lastLoadID = 0
    @ObservationIgnored private var runningTasks: [Int: Task<Void, Never>] = [:]
    private var currentLoadID: Int?

    /// True when the last load failed, a retry may help (see `RetryableError`) and nothing is loading.
    public private(set) var canRetry = false

    /// Creates an adapter whose loads are also told to `trackers` (retained), after the delegate.
    public init(trackers: [any LoadResourceDelegate<Value>] = []) {
        self.trackers = trackers
    }

    deinit {
        for task in runningTasks.values {
            task.cancel()
        }
    }

    /// True while a load is in flight.
    public var isLoading: Bool {
        currentLoadID != nil
    }

    /// Starts `operation`, superseding (cancelling) the load in flight, if any.
    public func load(_ operation: @escaping Operation) {
        cancel()
        lastOperation = operation
        lastLoadID += 1
        let id = lastLoadID
        currentLoadID = id
        canRetry = false
        tell { $0.didStartLoading() }
        runningTasks[id] = Task { [weak self] in
            let result: Result<Value, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            self?.finish(id, with: result)
        }
    }

    /// Runs the failed load again; returns false (and does nothing) unless `canRetry`.
    @discardableResult
    public func retry() -> Bool {
        guard canRetry, let lastOperation else { return false }
        load(lastOperation)
        return true
    }

    /// Cancels the load in flight, if any; the delegate gets `didCancelLoading()` and no result.
    public func cancel() {
        guard let id = currentLoadID else { return }
        currentLoadID = nil
        runningTasks[id]?.cancel()
        tell { $0.didCancelLoading() }
    }

    /// Waits until every load this adapter started has ended, cancelled ones included.
    public func waitUntilIdle() async {
        while let task = runningTasks.values.first {
            await task.value
        }
    }

    private func finish(_ id: Int, with result: Result<Value, any Error>) {
        runningTasks[id] = nil
        guard currentLoadID == id else { return }
        currentLoadID = nil
        switch result {
        case .success(let value):
            tell { $0.didFinishLoading(with: value) }
        case .failure(let error):
            // A retry is offered unless the error says it cannot help (an item that does not exist, say).
            canRetry = (error as? any RetryableError)?.isWorthRetrying ?? true
            tell { $0.didFinishLoading(with: error) }
        }
    }

    private func tell(_ event: (any LoadResourceDelegate<Value>) -> Void) {
        if let delegate {
            event(delegate)
        }
        for tracker in trackers {
            event(tracker)
        }
    }
}
