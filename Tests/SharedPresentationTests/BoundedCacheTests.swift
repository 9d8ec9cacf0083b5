import SharedPresentation
import Testing

@MainActor
@Suite("BoundedCache")
struct BoundedCacheTests {
    @Test func keepsValuesUpToItsCapacity() {
        let sut = BoundedCache<Int, String>(capacity: 2)

        #expect(sut.insert("one", forKey: 1) == nil)
        #expect(sut.insert("two", forKey: 2) == nil)

        #expect(sut.value(forKey: 1) == "one")
        #expect(sut.value(forKey: 2) == "two")
        #expect(sut.count == 2)
    }

    @Test func insertingBeyondCapacityEvictsTheLeastRecentlyUsed() {
        let sut = BoundedCache<Int, String>(capacity: 2)
        sut.insert("one", forKey: 1)
        sut.insert("two", forKey: 2)

        let evicted = sut.insert("three", forKey: 3)

        #expect(evicted?.key == 1)
        #expect(evicted?.value == "one")
        #expect(sut.value(forKey: 1) == nil)
        #expect(sut.keys == [2, 3])
    }

    @Test func readingAValueMakesItTheMostRecentlyUsed() {
        let sut = BoundedCache<Int, String>(capacity: 2)
        sut.insert("one", forKey: 1)
        sut.insert("two", forKey: 2)

        _ = sut.value(forKey: 1)
        let evicted = sut.insert("three", forKey: 3)

        #expect(evicted?.key == 2)
        #expect(sut.keys == [1, 3])
    }

    @Test func reinsertingAKeyReplacesItsValueWithoutEvicting() {
        let sut = BoundedCache<Int, String>(capacity: 2)
        sut.insert("one", forKey: 1)
        sut.insert("two", forKey: 2)

        let evicted = sut.insert("uno", forKey: 1)

        #expect(evicted == nil)
        #expect(sut.value(forKey: 1) == "uno")
        #expect(sut.keys == [2, 1])
    }

    @Test func valueOrInsertMakesTheValueOnlyWhenMissing() {
        let sut = BoundedCache<Int, String>(capacity: 2)
        var makeCount = 0

        let first = sut.value(forKey: 1) {
            makeCount += 1
            return "one"
        }
        let second = sut.value(forKey: 1) {
            makeCount += 1
            return "uno"
        }

        #expect(first == "one")
        #expect(second == "one")
        #expect(makeCount == 1)
    }

    @Test func zeroCapacityKeepsNothing() {
        let sut = BoundedCache<Int, String>(capacity: 0)

        let evicted = sut.insert("one", forKey: 1)

        #expect(evicted?.key == 1)
        #expect(sut.value(forKey: 1) == nil)
        #expect(BoundedCache<Int, String>(capacity: -3).capacity == 0)
    }

    @Test func removesValues() {
        let sut = BoundedCache<Int, String>(capacity: 3)
        sut.insert("one", forKey: 1)
        sut.insert("two", forKey: 2)

        #expect(sut.removeValue(forKey: 1) == "one")
        #expect(sut.keys == [2])
        sut.removeAll()
        #expect(sut.count == 0)
    }
}
