import FeatureDomain
import Foundation
import Testing

@Suite("Fetched")
struct FetchedTests {
    @Test func mapKeepsTheSourceAndTheRecordAndStaleSinceSaysWhenOfflineDataWasStored() {
        let saved = Date(timeIntervalSince1970: 1_000)
        let record = Data("{\"id\":2}".utf8)
        let offline = Fetched(value: 2, source: .offline(savedAt: saved), record: record).map { $0 * 10 }

        #expect(offline == Fetched(value: 20, source: .offline(savedAt: saved), record: record))
        #expect(offline.staleSince == saved)
        #expect(Fetched(value: 1).staleSince == nil)
        #expect(Fetched(value: 1, source: .cache(savedAt: saved)).staleSince == nil)
    }
}
