import FeatureDomain

/// Runs a `Loader` for a screen and reports its progress to a delegate, one load at a time.
///
/// It keeps the task of the load in flight so that load can be cancelled (`cancel()`), superseded (`reload()`) or
/// awaited (`waitUntilIdle()`). A cancelled or superseded load never reaches the delegate with a result, even
/// when its loader finishes anyway; the delegate gets `didCancelLoading()` instead. The tasks hold the adapter
/// weakly, and releasing the adapter cancels its loads.
@MainActor
public final class LoadResourcePresentationAdapter<L: Loader, D: LoadResourceDelegate> where L.Item == D.Item {
    private let loader: L
    private let delegate: D
    private var currentLoadID: Int?
    private var lastLoadID = 0
    private var runningTasks: [Int: Task<Void, Never>] = [:]

    /// Creates an adapter that loads from `loader` and reports to `delegate` (retained).
    public init(loader: L, delegate: D) {
        self.loader = loader
        self.delegate = delegate
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

    /// True when the last load failed, a retry may help (see `RetryableError`) and nothing is loading: `retry()`
    /// would start a load.
    public private(set) var canRetry = false

    /// Starts a load unless one is in flight; returns whether it started one.
    @discardableResult
    public func load() -> Bool {
        guard !isLoading else { return false }
        start()
        return true
    }

    /// Cancels the load in flight, if any, and starts a new one; the older load's result is never delivered.
    public func reload() {
        cancel()
        start()
    }

    /// Loads again after a failure; returns false (and does nothing) unless the last load failed.
    @discardableResult
    public func retry() -> Bool {
        guard canRetry else { return false }
        start()
        return true
    }

    /// Cancels the load in flight, if any; the delegate gets `didCancelLoading()` and no result.
    public func cancel() {
        guard let id = currentLoadID else { return }
        currentLoadID = nil
        runningTasks[id]?.cancel()
        delegate.didCancelLoading()
    }

    /// Waits until every load this adapter started has ended, cancelled ones included.
    public func waitUntilIdle() async {
        while let task = runningTasks.values.first {
            await task.value
        }
    }

    private func start() {
        lastLoadID += 1
        let id = lastLoadID
        currentLoadID = id
        canRetry = false
        delegate.didStartLoading()
        let loader = loader
        runningTasks[id] = Task { [weak self] in
            let result: Result<L.Item, any Error>
            do {
                result = .success(try await loader.load())
            } catch {
                result = .failure(error)
            }
            self?.finish(id, with: result)
        }
    }

    private func finish(_ id: Int, with result: Result<L.Item, any Error>) {
        runningTasks[id] = nil
        guard currentLoadID == id else { return }
        currentLoadID = nil
        switch result {
        case .success(let item):
            delegate.didFinishLoading(with: item)
        case .failure(let error):
            // A retry is offered unless the error says it cannot help (an item that does not exist, say).
            canRetry = (error as? any RetryableError)?.isWorthRetrying ?? true
            delegate.didFinishLoading(with: error)
        }
    }
}
