import Foundation
import Locking
import Networking
import Testing

/// A client whose requests wait until the test completes them, or that answers at once from a script.
final class ScriptedHTTPClientSpy: HTTPClient {
    enum Message: Equatable {
        case send(HTTPRequest)
        case cancelled(HTTPRequest)
    }

    private struct Pending {
        let id: Int
        let request: HTTPRequest
        let continuation: CheckedContinuation<HTTPResponse, any Error>
    }

    private struct State {
        var messages: [Message] = []
        var script: [Result<HTTPResponse, any Error>]
        var pending: [Pending] = []
        var nextID = 0
    }

    private let state: Locked<State>

    /// With a script, each request takes the next result at once (the last one repeats); without, it waits.
    init(script: [Result<HTTPResponse, any Error>] = []) {
        state = Locked(State(script: script))
    }

    var messages: [Message] {
        state.withLock { $0.messages }
    }

    var sentRequests: [HTTPRequest] {
        messages.compactMap { message in
            if case .send(let request) = message { request } else { nil }
        }
    }

    var pendingCount: Int {
        state.withLock { $0.pending.count }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (id, scripted) = state.withLock { state -> (Int, Result<HTTPResponse, any Error>?) in
            state.messages.append(.send(request))
            state.nextID += 1
            let next = state.script.count > 1 ? state.script.removeFirst() : state.script.first
            return (state.nextID, next)
        }
        if let scripted {
            return try scripted.get()
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = state.withLock { state -> Bool in
                    if Task.isCancelled {
                        state.messages.append(.cancelled(request))
                        return true
                    }
                    state.pending.append(Pending(id: id, request: request, continuation: continuation))
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Pending? in
                guard let index = state.pending.firstIndex(where: { $0.id == id }) else {
                    return nil
                }
                let pending = state.pending.remove(at: index)
                state.messages.append(.cancelled(pending.request))
                return pending
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Completes the waiting request at `index` (in arrival order) with `result`.
    func complete(at index: Int = 0, with result: Result<HTTPResponse, any Error>) {
        let pending = state.withLock { state -> Pending? in
            state.pending.indices.contains(index) ? state.pending.remove(at: index) : nil
        }
        pending?.continuation.resume(with: result)
    }

    /// Answers the waiting request at `index` with `statusCode` and `body`, for its own URL.
    func complete(at index: Int = 0, statusCode: Int, body: Data = Data()) {
        let url = state.withLock { state in
            state.pending.indices.contains(index) ? state.pending[index].request.url : nil
        }
        guard let url else {
            return
        }
        complete(at: index, with: .success(HTTPResponse(statusCode: statusCode, body: body, url: url)))
    }

    /// Yields until `count` requests are waiting; when they never arrive, records an issue and returns false.
    @discardableResult
    func waitForPending(
        _ count: Int, maxYields: Int = 100_000, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        for _ in 0..<maxYields where pendingCount < count {
            await Task.yield()
        }
        let pending = pendingCount
        guard pending >= count else {
            Issue.record(
                "waitForPending: only \(pending) of \(count) requests were waiting after \(maxYields) yields",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// Yields until `count` messages were recorded; when they never arrive, records an issue and returns false.
    @discardableResult
    func waitForMessages(
        _ count: Int, maxYields: Int = 100_000, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        for _ in 0..<maxYields where messages.count < count {
            await Task.yield()
        }
        let recorded = messages.count
        guard recorded >= count else {
            Issue.record(
                "waitForMessages: only \(recorded) of \(count) messages reached the spy after \(maxYields) yields",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
