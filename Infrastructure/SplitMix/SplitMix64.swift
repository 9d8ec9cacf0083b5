/// SplitMix64, the one copy of it: a tiny deterministic pseudo-random generator, and its mixer, which spreads every
/// input bit over the whole output (for seeded choices: a fault schedule, a simulated failure, a generated universe).
///
/// Not for anything secret: the same seed always gives the same sequence.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The golden-ratio increment the generator adds before each output.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.finalize(state)
    }

    /// One step of the generator from `value`: `value` advanced by the increment, then finalized.
    public static func mix(_ value: UInt64) -> UInt64 {
        finalize(value &+ increment)
    }

    /// SplitMix64's finalizer alone: a bijection that spreads every input bit over the output.
    public static func finalize(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in [0, 1) fixed by `bits` (its top 53 bits).
    public static func unitValue(_ bits: UInt64) -> Double {
        Double(bits >> 11) / Double(UInt64(1) << 53)
    }
}
