import FeatureDomain
import Testing

@Suite("IDBatches")
struct IDBatchesTests {
    @Test func eachIDOnceSortedTwentyARequest() {
        let batches = IDBatches.batches([45, 3] + Array(1...45).reversed() + [3])

        #expect(batches == [Array(1...20), Array(21...40), Array(41...45)])
    }

    @Test func noIDsIsNoRequest() {
        #expect(IDBatches.batches([]).isEmpty)
    }
}
