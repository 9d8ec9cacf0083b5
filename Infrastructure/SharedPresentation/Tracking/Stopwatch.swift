/// Measures elapsed time on any `Clock<Duration>`, hiding the clock's instant type.
public struct Stopwatch: Sendable {
    private let startTiming: @Sendable () -> @Sendable () -> Duration

    /// Creates a stopwatch reading `clock`.
    public init(clock: any Clock<Duration>) {
        startTiming = Self.timing(on: clock)
    }

    /// Starts timing; the returned closure gives the time elapsed since this call.
    public func start() -> @Sendable () -> Duration {
        startTiming()
    }

    /// Whole milliseconds in `duration`, rounded down.
    public static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    }

    private static func timing<C: Clock>(on clock: C) -> @Sendable () -> @Sendable () -> Duration
    where C.Duration == Duration {
        {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }
}
