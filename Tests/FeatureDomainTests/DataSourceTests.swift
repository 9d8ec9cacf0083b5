import FeatureDomain
import Foundation
import Testing

@Suite("DataSource")
struct DataSourceTests {
    let older = Date(timeIntervalSince1970: 1_000)
    let newer = Date(timeIntervalSince1970: 2_000)

    @Test func dataFromTheNetworkOnlyIsFromTheNetwork() {
        #expect(DataSource.network.combined(with: .network) == .network)
        #expect(DataSource.network.savedAt == nil)
    }

    @Test func savedDataMakesTheWholeSavedAtTheOlderTime() {
        #expect(DataSource.network.combined(with: .cache(savedAt: newer)) == .cache(savedAt: newer))
        #expect(DataSource.cache(savedAt: newer).combined(with: .cache(savedAt: older)) == .cache(savedAt: older))
    }

    @Test func offlineDataMakesTheWholeOfflineAtTheOldestTime() {
        #expect(DataSource.cache(savedAt: older).combined(with: .offline(savedAt: newer)) == .offline(savedAt: older))
        #expect(DataSource.offline(savedAt: newer).combined(with: .network) == .offline(savedAt: newer))
        #expect(DataSource.offline(savedAt: nil).combined(with: .network) == .offline(savedAt: nil))
    }

    @Test func aCrawlsNotFoundIsAnOfflineFailureAndTheServersIsNot() {
        #expect(LoadFailure.itemNotFound(id: 9).answered(savedAt: older).source == .offline(savedAt: older))
        #expect(LoadFailure.itemNotFound(id: 9).source == .network)
        #expect(LoadFailure.notSaved.source == .offline(savedAt: nil))
        #expect(LoadFailure.unreachable(host: "127.0.0.1:1").source == nil)
    }
}
