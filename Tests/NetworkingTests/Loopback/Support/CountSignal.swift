import Locking

/// A counter tasks can await: `wait(for:)` returns once `increment()` has been called that many times in all.
final class CountSignal: Sendable {
    private struct Waiter {
        let target: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var count = 0
        var waiters: [Waiter] = []
    }

    private let state = Locked(State())

    var count: Int {
        state.withLock { $0.count }
    }

    func increment() {
        let reached = state.withLock { state -> [Waiter] in
            state.count += 1
            let count = state.count
            defer { state.waiters.removeAll { $0.target <= count } }
            return state.waiters.filter { $0.target <= count }
        }
        for waiter in reached {
            waiter.continuation.resume()
        }
    }

    /// Returns once the count has reached `target` (at once when it already has).
    func wait(for target: Int) async {
        await withCheckedContinuation { continuation in
            let reached = state.withLock { state -> Bool in
                guard state.count < target else { return true }
                state.waiters.append(Waiter(target: target, continuation: continuation))
                return false
            }
            if reached {
                continuation.resume()
            }
        }
    }
}
