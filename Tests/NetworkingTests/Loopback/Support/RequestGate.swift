import APIReplica
import Locking
import LoopbackHTTP

/// A handler that holds every request until `open()` is called, then passes them on; a closed gate is a server
/// that never answers.
final class RequestGate: HTTPRequestHandler {
    private struct State {
        var isOpen: Bool
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let handler: any HTTPRequestHandler
    private let state: Locked<State>

    init(wrapping handler: any HTTPRequestHandler, isOpen: Bool = false) {
        self.handler = handler
        state = Locked(State(isOpen: isOpen))
    }

    /// Lets every held request, and every later one, through.
    func open() {
        let held = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.held.removeAll() }
            return state.held
        }
        for continuation in held {
            continuation.resume()
        }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state -> Bool in
                if !state.isOpen { state.held.append(continuation) }
                return state.isOpen
            }
            if isOpen {
                continuation.resume()
            }
        }
        return await handler.response(to: request)
    }
}
