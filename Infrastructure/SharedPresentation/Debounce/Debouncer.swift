/// Runs an action with the last value submitted once no other value has come for `delay`: search as you type.
///
/// Time comes from the injected clock, so tests drive it with a manual clock. With `suppressesDuplicates`, a value
/// equal to the last one acted on is dropped when its delay ends (typing "rick", "ricky", "rick" runs nothing new).
@MainActor
public final class Debouncer<Value: Equatable & Sendable> {
    private let delay: Duration
    private let clock: any Clock<Duration>
    private let action: (Value) -> Void
    private var duplicates: DuplicateSuppressor<Value>?
    private var pending: (id: Int, value: Value, task: Task<Void, Never>)?
    private var lastID = 0

    /// Creates a debouncer that calls `action` `delay` after the last submission, as measured by `clock`.
    public init(
        delay: Duration,
        clock: any Clock<Duration> = ContinuousClock(),
        suppressesDuplicates: Bool = true,
        action: @escaping (Value) -> Void
    ) {
        self.delay = delay
        self.clock = clock
        self.action = action
        self.duplicates = suppressesDuplicates ? DuplicateSuppressor() : nil
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
        lastID += 1
        let id = lastID
        let clock = clock
        let delay = delay
        let task = Task { [weak self] in
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
            // A sleep can end just as a newer submission cancels it; only the newest one may act.
            guard self?.pending?.id == id else { return }
            self?.fire()
        }
        pending = (id, value, task)
    }

    /// Acts on the pending value now instead of waiting for its delay.
    public func flush() {
        pending?.task.cancel()
        fire()
    }

    /// Drops the pending value without acting on it.
    public func cancel() {
        pending?.task.cancel()
        pending = nil
    }

    /// Forgets the last value acted on, so submitting it again acts again (to retry a failed search).
    public func forgetLastValue() {
        duplicates?.reset()
    }

    /// Waits until no value is pending, that is until the pending value's delay ends (or it is cancelled).
    public func waitUntilIdle() async {
        while let (id, _, task) = pending {
            await task.value
            if pending?.id == id {
                pending = nil
            }
        }
    }

    private func fire() {
        guard let value = pending?.value else { return }
        pending = nil
        if duplicates?.admit(value) == false {
            return
        }
        action(value)
    }
}
