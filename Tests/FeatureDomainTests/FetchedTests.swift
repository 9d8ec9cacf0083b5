import FeatureDomain
import Foundation
import Testing

@Suite("Fetched")
struct FetchedTests {
    @Test func mapKeepsTheFreshnessAndStaleSinceSaysWhenSavedDataWasStored() {
        let saved = Date(timeIntervalSince1970: 1_000)
        let stale = Fetched(value: 2, freshness: .stale(savedAt: saved)).map { $0 * 10 }

        #expect(stale == Fetched(value: 20, freshness: .stale(savedAt: saved)))
        #expect(stale.staleSince == saved)
        #expect(Fetched(value: 1).staleSince == nil)
    }
}
