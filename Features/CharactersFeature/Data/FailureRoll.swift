import SplitMix

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
        let state = SplitMix64.mix(
            SplitMix64.mix(seed ^ UInt64(bitPattern: Int64(id))) ^ UInt64(bitPattern: Int64(attempt)))
        return SplitMix64.unitValue(state)
    }
}
