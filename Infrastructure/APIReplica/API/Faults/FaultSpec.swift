/// What faults to inject, how often, and the seed that makes them reproducible; parsed from `--faults SPEC`.
public struct FaultSpec: Sendable, Hashable, CustomStringConvertible {
    /// The kinds chosen when a spec names none: every error and transport fault, not `slow`.
    public static let defaultKinds: [FaultKind] = [
        .internalServerError, .serviceUnavailable, .tooManyRequests, .dropConnection, .truncateBody, .malformedBody,
    ]

    /// The fraction of requests that get a fault, from 0 to 1.
    public var rate: Double
    /// The kinds a fault is drawn from, each equally likely.
    public var kinds: [FaultKind]
    /// Delay added to every answer, faulty or not.
    public var latency: Duration
    /// The extra delay of a `slow` fault.
    public var slowDelay: Duration
    /// The `Retry-After` seconds of a 429.
    public var retryAfterSeconds: Int
    /// The seed: the same seed and the same requests give the same faults.
    public var seed: UInt64

    /// Creates a spec; the rate is clamped to 0...1 and an empty kind list falls back to `defaultKinds`.
    public init(
        rate: Double = 0,
        kinds: [FaultKind] = FaultSpec.defaultKinds,
        latency: Duration = .zero,
        slowDelay: Duration = .seconds(2),
        retryAfterSeconds: Int = 1,
        seed: UInt64 = 0
    ) {
        self.rate = rate.isNaN ? 0 : min(max(rate, 0), 1)
        self.kinds = kinds.isEmpty ? Self.defaultKinds : kinds
        self.latency = latency
        self.slowDelay = slowDelay
        self.retryAfterSeconds = max(0, retryAfterSeconds)
        self.seed = seed
    }

    /// The spec in the `--faults` syntax, every key spelled out: `rate=0.3,kinds=500+drop,latency=0ms,...`.
    public var description: String {
        [
            "rate=\(rate)",
            "kinds=" + kinds.map(\.rawValue).joined(separator: "+"),
            "latency=" + Self.format(latency),
            "slow=" + Self.format(slowDelay),
            "retry-after=\(retryAfterSeconds)",
            "seed=\(seed)",
        ].joined(separator: ",")
    }

    private static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0, seconds != 0 { return "\(seconds)s" }
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return milliseconds.rounded() == milliseconds ? "\(Int64(milliseconds))ms" : "\(milliseconds)ms"
    }
}
