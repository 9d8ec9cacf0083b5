import Locking
import Testing

/// Async calls that stay in flight until the test answers them, or answered at once by `stub` when it is set: the
/// one held-call spy every test target shares (a repository's, a loader's, a page loader's).
///
/// A call whose task is cancelled ends with `CancellationError` (and counts in `cancelledCount`), as a real
/// network load would.
public final class PendingCalls<Message: Sendable, Value: Sendable>: Sendable {
    private struct Waiter {
        let token: Int
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var messages: [Message] = []
        var pending: [Int: CheckedContinuation<Value, any Error>] = [:]
        var cancelledCount = 0
        var lastToken = 0
        var callIndexByToken: [Int: Int] = [:]
        var cancelledTokens: Set<Int> = []
        var waiters: [Waiter] = []
        var stub: (@Sendable (Message) throws -> Value)?
    }

    private let state = Locked(State())

    /// Creates a spy with no calls.
    public init() {}

    /// Every call's message, in call order.
    public var messages: [Message] {
        state.withLock { $0.messages }
    }

    /// How many calls were cancelled while in flight.
    public var cancelledCount: Int {
        state.withLock { $0.cancelledCount }
    }

    /// Answers every later call at once with `stub`.
    public func stub(_ stub: @escaping @Sendable (Message) throws -> Value) {
        state.withLock { $0.stub = stub }
    }

    /// Records `message` and waits for the test's answer (or the stub's).
    public func call(_ message: Message) async throws -> Value {
        if let stub = state.withLock({ $0.stub }) {
            record { $0.messages.append(message) }
            return try stub(message)
        }
        let token = state.withLock { state in
            state.lastToken += 1
            return state.lastToken
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // The message is recorded as the continuation is parked, so a test that saw it can answer it.
                let cancelled = record { state in
                    state.messages.append(message)
                    guard state.cancelledTokens.remove(token) == nil else { return true }
                    state.callIndexByToken[token] = state.messages.count - 1
                    state.pending[state.messages.count - 1] = continuation
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
                guard let index = state.callIndexByToken[token] else {
                    state.cancelledTokens.insert(token)
                    state.cancelledCount += 1
                    return nil
                }
                let continuation = state.pending.removeValue(forKey: index)
                state.cancelledCount += continuation == nil ? 0 : 1
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Suspends, without real time passing, until `count` calls have been made (or the waiting task is cancelled,
    /// as a suite's time limit does, so a call that never comes fails the test instead of hanging it).
    public func waitForCalls(_ count: Int) async {
        let token = state.withLock { state in
            state.lastToken += 1
            return state.lastToken
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let reached = state.withLock { state in
                    guard state.messages.count < count, state.cancelledTokens.remove(token) == nil else { return true }
                    state.waiters.append(Waiter(token: token, count: count, continuation: continuation))
                    return false
                }
                if reached {
                    continuation.resume()
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.token == token }) else {
                    state.cancelledTokens.insert(token)
                    return nil
                }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume()
        }
    }

    /// Answers the call at `index` (waiting for it to be made) with `value`.
    public func complete(with value: Value, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await take(index, sourceLocation)?.resume(returning: value)
    }

    /// Answers the call at `index` (waiting for it to be made) with `error`.
    public func fail(with error: any Error, at index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await take(index, sourceLocation)?.resume(throwing: error)
    }

    private func take(_ index: Int, _ location: SourceLocation) async -> CheckedContinuation<Value, any Error>? {
        await waitForCalls(index + 1)
        let continuation = state.withLock { $0.pending.removeValue(forKey: index) }
        if continuation == nil {
            Issue.record("no pending call at index \(index)", sourceLocation: location)
        }
        return continuation
    }

    @discardableResult
    private func record<Result>(_ change: (inout State) -> Result) -> Result {
        let (result, ready) = state.withLock { state -> (Result, [Waiter]) in
            let result = change(&state)
            let count = state.messages.count
            defer { state.waiters.removeAll { $0.count <= count } }
            return (result, state.waiters.filter { $0.count <= count })
        }
        for waiter in ready {
            waiter.continuation.resume()
        }
        return result
    }
}
