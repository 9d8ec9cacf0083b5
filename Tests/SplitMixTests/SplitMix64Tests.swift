import SplitMix
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test func theSameSeedGivesTheSameSequence() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)

        #expect((0..<5).map { _ in first.next() } == (0..<5).map { _ in second.next() })
    }

    @Test func itGivesTheReferenceOutputsOfSeedZero() {
        // The published SplitMix64 sequence for seed 0.
        var generator = SplitMix64(seed: 0)

        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func mixIsOneStepOfTheGenerator() {
        var generator = SplitMix64(seed: 7)

        #expect(SplitMix64.mix(7) == generator.next())
    }

    @Test func unitValuesLieInZeroToOne() {
        #expect(SplitMix64.unitValue(0) == 0)
        #expect(SplitMix64.unitValue(.max) < 1)
        #expect(SplitMix64.unitValue(.max) > 0.999)
    }
}
