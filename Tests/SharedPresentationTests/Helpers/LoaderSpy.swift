import SharedPresentation
import Synchronization
import Testing

/// A loader whose loads stay in flight until the test completes them, one by one, in any order.
///
/// It ignores cancellation on purpose: a late result must still never reach a delegate.
final class LoaderSpy<Item: Sendable>: Loader {
    private let requests = Mutex<[CheckedContinuation<Item, any Error>?]>([])

    var loadCallCount: Int {
        requests.withLock { $0.count }
    }

    func load() async throws -> Item {
        try await withCheckedThrowingContinuation { continuation in
            requests.withLock { $0.append(continuation) }
        }
    }

    func complete(with item: Item, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        takeRequest(at: index, sourceLocation: sourceLocation)?.resume(returning: item)
    }

    func fail(with error: any Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        takeRequest(at: index, sourceLocation: sourceLocation)?.resume(throwing: error)
    }

    /// Yields, without real time passing, until `count` loads have started.
    func waitForLoads(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<100_000 where loadCallCount < count {
            await Task.yield()
        }
        #expect(loadCallCount >= count, "expected \(count) loads", sourceLocation: sourceLocation)
    }

    private func takeRequest(
        at index: Int, sourceLocation: SourceLocation
    ) -> CheckedContinuation<Item, any Error>? {
        let continuation = requests.withLock { requests -> CheckedContinuation<Item, any Error>? in
            guard requests.indices.contains(index) else { return nil }
            defer { requests[index] = nil }
            return requests[index]
        }
        if continuation == nil {
            Issue.record("no pending load at index \(index)", sourceLocation: sourceLocation)
        }
        return continuation
    }
}
