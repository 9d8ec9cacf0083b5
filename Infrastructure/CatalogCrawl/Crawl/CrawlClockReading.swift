/// Reads the time elapsed since its creation on any `Clock` measured in `Duration` (a `TestClock` in tests).
struct CrawlClockReading: Sendable {
    private let read: @Sendable () -> Duration

    init(clock: any Clock<Duration>) {
        read = Self.reader(startingNow: clock)
    }

    var elapsed: Duration {
        read()
    }

    private static func reader<C: Clock>(startingNow clock: C) -> @Sendable () -> Duration
    where C.Duration == Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
