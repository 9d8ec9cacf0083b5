import FeatureDomain
import Locking

/// Lets concurrent loads of the same avatar share one load: two screens asking at once cause one fetch.
///
/// A waiter that is cancelled stops waiting at once; the shared load goes on for the others and is cancelled
/// when its last waiter leaves.
final class CoalescingAvatarImageLoader: AvatarImageLoader {
    private typealias Waiter = CheckedContinuation<AvatarImage, any Error>

    private struct Key: Hashable {
        let characterID: Int
        let mode: FetchMode
    }

    private struct Flight {
        var waiters: [Int: Waiter]
        var task: Task<Void, Never>
    }

    private struct State {
        var flights: [Key: Flight] = [:]
        var nextWaiterID = 0
    }

    private let loader: any AvatarImageLoader
    private let state = Locked(State())

    init(wrapping loader: any AvatarImageLoader) {
        self.loader = loader
    }

    /// The number of distinct loads in flight.
    var inFlightCount: Int {
        state.withLock { $0.flights.count }
    }

    /// The number of callers waiting, over all loads in flight.
    var waiterCount: Int {
        state.withLock { $0.flights.values.reduce(0) { $0 + $1.waiters.count } }
    }

    func loadAvatar(characterID: Int, mode: FetchMode) async throws -> AvatarImage {
        let key = Key(characterID: characterID, mode: mode)
        let waiterID = state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                join(key, as: waiterID, waiter: waiter)
            }
        } onCancel: {
            leave(key, waiterID: waiterID)
        }
    }

    private func join(_ key: Key, as waiterID: Int, waiter: Waiter) {
        let cancelled = state.withLock { state -> Bool in
            // Checked under the lock: a cancellation either ran `leave` before this or finds the waiter registered.
            if Task.isCancelled {
                return true
            }
            if state.flights[key] != nil {
                state.flights[key]?.waiters[waiterID] = waiter
                return false
            }
            let task = Task { [self] in
                let result: Result<AvatarImage, any Error>
                do {
                    result = .success(try await loader.loadAvatar(characterID: key.characterID, mode: key.mode))
                } catch {
                    result = .failure(error)
                }
                finish(key, with: result)
            }
            state.flights[key] = Flight(waiters: [waiterID: waiter], task: task)
            return false
        }
        if cancelled {
            waiter.resume(throwing: CancellationError())
        }
    }

    private func leave(_ key: Key, waiterID: Int) {
        let (waiter, abandoned) = state.withLock { state -> (Waiter?, Task<Void, Never>?) in
            guard let waiter = state.flights[key]?.waiters.removeValue(forKey: waiterID) else {
                return (nil, nil)
            }
            guard state.flights[key]?.waiters.isEmpty == true else {
                return (waiter, nil)
            }
            return (waiter, state.flights.removeValue(forKey: key)?.task)
        }
        abandoned?.cancel()
        waiter?.resume(throwing: CancellationError())
    }

    private func finish(_ key: Key, with result: Result<AvatarImage, any Error>) {
        let waiters = state.withLock { state -> [Waiter] in
            // An abandoned flight was removed (and cancelled) already; a newer flight for the key must not be
            // finished by this one.
            guard !Task.isCancelled, let flight = state.flights.removeValue(forKey: key) else { return [] }
            return Array(flight.waiters.values)
        }
        for waiter in waiters {
            waiter.resume(with: result)
        }
    }
}
