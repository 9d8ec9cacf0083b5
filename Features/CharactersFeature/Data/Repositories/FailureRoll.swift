/// A deterministic coin for simulated failures: the same (seed, id, attempt) always lands the same way, and over
/// many ids and attempts a share of about `rate` fails.
struct FailureRoll: Sendable, Hashable {
    let rate: Double
    let seed: UInt64

    /// Whether attempt `attempt` (0-based) at loading `id` fails.
    func fails(id: Int, attempt: Int) -> Bool {
        guard rate > 0 else { return false }
        guard rate < 1 else { return true }
        return unitValue(id: id, attempt: attempt) < rate
    }

    /// A value in [0, 1) fixed by (seed, id, attempt): SplitMix64 over the three mixed together.
    func unitValue(id: Int, attempt: Int) -> Double {
        var state = seed
        state = Self.mix(state ^ UInt64(bitPattern: Int64(id)))
        state = Self.mix(state ^ UInt64(bitPattern: Int64(attempt)))
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
