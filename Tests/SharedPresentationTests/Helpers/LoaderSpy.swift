import Locking
import SharedPresentation
import Testing

/// A load operation whose calls stay in flight until the test completes them, one by one, in any order.
///
/// It ignores cancellation on purpose: a late result must still never reach a delegate. Suites that wait for
/// loads carry a `.hangGuard` time limit, so a load that never comes fails the test instead of hanging it.
final class LoaderSpy<Item: Sendable>: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var requests: [CheckedContinuation<Item, any Error>?] = []
        var waiters: [Waiter] = []
    }

    private let state = Locked(State())

    var loadCallCount: Int {
        state.withLock { $0.requests.count }
    }

    func load() async throws -> Item {
        try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLock { state -> [Waiter] in
                state.requests.append(continuation)
                let count = state.requests.count
                defer { state.waiters.removeAll { $0.count <= count } }
                return state.waiters.filter { $0.count <= count }
            }
            for waiter in ready {
                waiter.continuation.resume()
            }
        }
    }

    func complete(with item: Item, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        takeRequest(at: index, sourceLocation: sourceLocation)?.resume(returning: item)
    }

    func fail(with error: any Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        takeRequest(at: index, sourceLocation: sourceLocation)?.resume(throwing: error)
    }

    /// Suspends, without real time passing, until `count` loads have started.
    func waitForLoads(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let reached = state.withLock { state in
                guard state.requests.count < count else { return true }
                state.waiters.append(Waiter(count: count, continuation: continuation))
                return false
            }
            if reached {
                continuation.resume()
            }
        }
    }

    private func takeRequest(
        at index: Int, sourceLocation: SourceLocation
    ) -> CheckedContinuation<Item, any Error>? {
        let continuation = state.withLock { state -> CheckedContinuation<Item, any Error>? in
            guard state.requests.indices.contains(index) else { return nil }
            defer { state.requests[index] = nil }
            return state.requests[index]
        }
        if continuation == nil {
            Issue.record("no pending load at index \(index)", sourceLocation: sourceLocation)
        }
        return continuation
    }
}
