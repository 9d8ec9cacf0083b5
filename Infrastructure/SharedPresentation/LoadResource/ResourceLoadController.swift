import FeatureDomain

/// Runs a screen's main load through a `LoadResourcePresentationAdapter`, switching to a cache-bypassing adapter
/// for `refresh`: one load at a time, results of a superseded load never delivered.
@MainActor
public final class ResourceLoadController<Item: Sendable> {
    /// The delegates every load reports to.
    public typealias Delegate = LoadResourceDelegateComposer<Item>
    private typealias Adapter = LoadResourcePresentationAdapter<AnyLoader<Item>, Delegate>

    private let makeLoader: (FetchMode) -> AnyLoader<Item>
    private let delegate: Delegate
    private var adapter: Adapter?
    private var adapterMode: FetchMode?

    /// Creates a controller whose loads come from `makeLoader` and report to `delegate` (retained).
    public init(delegate: Delegate, makeLoader: @escaping (FetchMode) -> AnyLoader<Item>) {
        self.delegate = delegate
        self.makeLoader = makeLoader
    }

    /// True while a load is in flight.
    public var isLoading: Bool {
        adapter?.isLoading ?? false
    }

    /// True when the last load failed and `retry()` would load again.
    public var canRetry: Bool {
        adapter?.canRetry ?? false
    }

    /// Starts a load preferring saved data, unless one is in flight; returns whether it started one.
    @discardableResult
    public func load() -> Bool {
        guard !isLoading else { return false }
        let adapter = adapterMode == .preferSaved ? adapter : nil
        return (adapter ?? makeAdapter(.preferSaved)).load()
    }

    /// Cancels any load in flight and loads from the network, saved data standing in only when that fails.
    public func refresh() {
        adapter?.cancel()
        makeAdapter(.refresh).load()
    }

    /// Repeats the failed load (in its mode); false when the last load did not fail.
    @discardableResult
    public func retry() -> Bool {
        adapter?.retry() ?? false
    }

    /// Cancels the load in flight, if any.
    public func cancel() {
        adapter?.cancel()
    }

    /// Waits until every load this controller started has ended.
    public func waitUntilIdle() async {
        while let current = adapter {
            await current.waitUntilIdle()
            if current === adapter { return }
        }
    }

    @discardableResult
    private func makeAdapter(_ mode: FetchMode) -> Adapter {
        let made = Adapter(loader: makeLoader(mode), delegate: delegate)
        adapter = made
        adapterMode = mode
        return made
    }
}
