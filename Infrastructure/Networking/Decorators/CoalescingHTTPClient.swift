import Locking

/// An `HTTPClient` that lets concurrent identical safe reads share one underlying request.
public final class CoalescingHTTPClient: HTTPClient {
    private typealias Waiter = CheckedContinuation<HTTPResponse, any Error>

    private struct Flight {
        var waiters: [Int: Waiter]
        var task: Task<Void, Never>
    }

    private struct State {
        var flights: [HTTPRequest: Flight] = [:]
        var nextWaiterID = 0
    }

    private let client: any HTTPClient
    private let observer: (any HTTPClientObserver)?
    private let state = Locked(State())

    /// Wraps `client`; `observer` hears of every request that joined one already in flight.
    public init(wrapping client: any HTTPClient, observer: (any HTTPClientObserver)? = nil) {
        self.client = client
        self.observer = observer
    }

    /// The number of distinct requests currently in flight.
    public var inFlightCount: Int {
        state.withLock { $0.flights.count }
    }

    /// Sends `request`, joining an identical one already in flight when it is a safe read.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method.isSafeRead else {
            return try await client.send(request)
        }
        let waiterID = state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                join(request, as: waiterID, waiter: waiter)
            }
        } onCancel: {
            leave(request, waiterID: waiterID)
        }
    }

    private func join(_ request: HTTPRequest, as waiterID: Int, waiter: Waiter) {
        enum Outcome {
            case cancelled
            case joined
            case started
        }
        let outcome = state.withLock { state -> Outcome in
            // Checked under the lock: a cancellation either ran `leave` before this (and set the flag first) or
            // runs after it and finds the waiter registered.
            if Task.isCancelled {
                return .cancelled
            }
            if state.flights[request] != nil {
                state.flights[request]?.waiters[waiterID] = waiter
                return .joined
            }
            let task = Task { [self] in
                let result: Result<HTTPResponse, any Error>
                do {
                    result = .success(try await client.send(request))
                } catch {
                    result = .failure(error)
                }
                finish(request, with: result)
            }
            state.flights[request] = Flight(waiters: [waiterID: waiter], task: task)
            return .started
        }
        switch outcome {
        case .cancelled:
            waiter.resume(throwing: CancellationError())
        case .joined:
            observer?.joinedInFlightRequest(request)
        case .started:
            break
        }
    }

    private func leave(_ request: HTTPRequest, waiterID: Int) {
        let (waiter, abandoned) = state.withLock { state -> (Waiter?, Task<Void, Never>?) in
            guard let waiter = state.flights[request]?.waiters.removeValue(forKey: waiterID) else {
                return (nil, nil)
            }
            guard state.flights[request]?.waiters.isEmpty == true else {
                return (waiter, nil)
            }
            return (waiter, state.flights.removeValue(forKey: request)?.task)
        }
        abandoned?.cancel()
        waiter?.resume(throwing: CancellationError())
    }

    private func finish(_ request: HTTPRequest, with result: Result<HTTPResponse, any Error>) {
        let waiters = state.withLock { state -> [Waiter] in
            // A flight abandoned by all its waiters was removed already; a newer flight for the same request
            // may have replaced it, and must not be finished by this one.
            guard !Task.isCancelled, let flight = state.flights.removeValue(forKey: request) else {
                return []
            }
            return Array(flight.waiters.values)
        }
        for waiter in waiters {
            waiter.resume(with: result)
        }
    }
}
