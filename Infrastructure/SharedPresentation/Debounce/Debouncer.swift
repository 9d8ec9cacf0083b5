/// Runs an action with the last value submitted once no other value has come for `delay`: search as you type.
@MainActor
public final class Debouncer<Value: Sendable> {
    private let delay: Duration
    private let clock: any Clock<Duration>
    private let action: (Value) -> Void
    private var pending: (value: Value, task: Task<Void, Never>)?

    /// Creates a debouncer that calls `action` `delay` after the last submission, as measured by `clock`.
    public init(
        delay: Duration,
        clock: any Clock<Duration> = ContinuousClock(),
        action: @escaping (Value) -> Void
    ) {
        self.delay = delay
        self.clock = clock
        self.action = action
    }

    deinit {
        pending?.task.cancel()
    }

    /// The value waiting for its delay to end, if any.
    public var pendingValue: Value? {
        pending?.value
    }

    /// Replaces any pending value with `value` and restarts the delay.
    public func submit(_ value: Value) {
        pending?.task.cancel()
        let (clock, delay) = (clock, delay)
        let task = Task { [weak self] in
            // A sleep can end just as a newer submission cancels it (on this actor); a cancelled one never acts.
            guard (try? await clock.sleep(for: delay)) != nil, !Task.isCancelled else { return }
            self?.fire()
        }
        pending = (value, task)
    }

    /// Drops the pending value without acting on it.
    public func cancel() {
        pending?.task.cancel()
        pending = nil
    }

    /// Waits until no value is pending, that is until the pending value's delay ends (or it is cancelled).
    public func waitUntilIdle() async {
        while let task = pending?.task {
            await task.value
            if pending?.task == task {
                pending = nil
            }
        }
    }

    private func fire() {
        guard let value = pending?.value else { return }
        pending = nil
        action(value)
    }
}
