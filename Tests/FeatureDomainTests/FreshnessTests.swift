import FeatureDomain
import Foundation
import Testing

@Suite("Freshness")
struct FreshnessTests {
    private let older = Date(timeIntervalSince1970: 1_000)
    private let newer = Date(timeIntervalSince1970: 2_000)

    @Test func freshWithFreshIsFresh() {
        #expect(Freshness.fresh.combined(with: .fresh) == .fresh)
    }

    @Test func staleWinsOverFreshEitherWay() {
        #expect(Freshness.fresh.combined(with: .stale(savedAt: older)) == .stale(savedAt: older))
        #expect(Freshness.stale(savedAt: older).combined(with: .fresh) == .stale(savedAt: older))
    }

    @Test func twoStaleValuesAreAsOldAsTheOlder() {
        #expect(Freshness.stale(savedAt: newer).combined(with: .stale(savedAt: older)) == .stale(savedAt: older))
    }
}
