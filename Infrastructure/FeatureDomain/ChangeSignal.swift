import Locking

/// Tells screens that data they show has changed: a version growing with each change, and observers of it.
public final class ChangeSignal: Sendable {
    private struct State {
        var version = 0
        var observers: [ObjectIdentifier: @Sendable () -> Void] = [:]
    }

    private let state = Locked(State())

    /// Creates a signal at version 0 with no observers.
    public init() {}

    /// How many changes were announced so far.
    public var version: Int {
        state.withLock { $0.version }
    }

    /// Announces a change: the version grows, then every observer is called.
    public func announce() {
        let observers = state.withLock { state in
            state.version += 1
            return Array(state.observers.values)
        }
        for observer in observers {
            observer()
        }
    }

    /// Calls `observer` after each change until the returned observation is cancelled or released.
    public func observe(_ observer: @escaping @Sendable () -> Void) -> Observation {
        let observation = Observation(signal: self)
        state.withLock { $0.observers[ObjectIdentifier(observation)] = observer }
        return observation
    }

    /// One observer's registration: cancelled when cancelled or released.
    public final class Observation: Sendable {
        private weak let signal: ChangeSignal?

        init(signal: ChangeSignal) {
            self.signal = signal
        }

        /// Stops the calls.
        public func cancel() {
            _ = signal?.state.withLock { $0.observers.removeValue(forKey: ObjectIdentifier(self)) }
        }

        deinit {
            cancel()
        }
    }
}
