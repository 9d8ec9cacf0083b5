import SplitMix

/// A deterministic random number generator (SplitMix64): the same seed gives the same fuzz cases on every run.
public struct SeededGenerator: RandomNumberGenerator {
    private var generator: SplitMix64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        generator.next()
    }

    /// `count` random bytes.
    public mutating func bytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) }
    }
}
