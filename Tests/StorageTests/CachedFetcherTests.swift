import Foundation
import Storage
import TestSupport
import Testing

@Suite("CachedFetcher")
struct CachedFetcherTests {
    private let key = "https://rickandmortyapi.com/api/character/?page=1"
    private let policy = CachePolicy(maxAge: .seconds(60))

    @Test func aFreshCachedEntryIsServedWithoutTheNetwork() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(59))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(
            result
                == CachedData(data: Data("cached".utf8), origin: .memory, isStale: false, storedAt: TestClock.startDate)
        )
        #expect(network.fetchCount == 0)
    }

    @Test func aMissFetchesStoresAndReturnsTheNetworkBytes() async throws {
        let (sut, cache, network, clock) = makeSUT()
        network.willSucceed(with: Data("fetched".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(
            result == CachedData(data: Data("fetched".utf8), origin: .network, isStale: false, storedAt: clock.date))
        #expect(cache.messages.last == .store(key: key, data: Data("fetched".utf8), expiresAt: nil))
    }

    @Test func aStaleEntryIsRefetchedAndReplaced() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("old".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(60))
        network.willSucceed(with: Data("new".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(result.data == Data("new".utf8))
        #expect(result.origin == .network)
        #expect(try cache.entry(forKey: key)?.data == Data("new".utf8))
    }

    @Test func aNetworkFailureServesStaleDataMarkedStale() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("old".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willFail(with: NetworkSpy.Failure(message: "offline"))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(
            result == CachedData(data: Data("old".utf8), origin: .memory, isStale: true, storedAt: TestClock.startDate))
    }

    @Test func aNetworkFailureWithNothingCachedRethrowsTheNetworkError() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willFail(with: NetworkSpy.Failure(message: "offline"))

        await #expect(throws: NetworkSpy.Failure(message: "offline")) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch)
        }
    }

    @Test func aNetworkFailureRethrowsWhenThePolicyForbidsStaleData() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("old".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willFail(with: NetworkSpy.Failure(message: "500"))

        await #expect(throws: NetworkSpy.Failure(message: "500")) {
            try await sut.load(
                key: key, policy: CachePolicy(maxAge: .seconds(60), allowsStaleOnError: false), fetch: network.fetch)
        }
    }

    @Test func cancellationIsRethrownEvenWhenStaleDataExists() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("old".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willFail(with: CancellationError())

        await #expect(throws: CancellationError.self) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch)
        }
    }

    @Test func refreshFetchesEvenWhenTheCacheIsFreshAndStoresTheAnswer() async throws {
        let (sut, cache, network, _) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        network.willSucceed(with: Data("refreshed".utf8))

        let result = try await sut.load(key: key, policy: policy.with(mode: .refresh), fetch: network.fetch)

        #expect(result.origin == .network)
        #expect(try cache.entry(forKey: key)?.data == Data("refreshed".utf8))
    }

    @Test func aFailedRefreshFallsBackToTheCacheMarkedStaleEvenWhenYoung() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(10))
        network.willFail(with: NetworkSpy.Failure(message: "timeout"))

        let result = try await sut.load(key: key, policy: policy.with(mode: .refresh), fetch: network.fetch)

        #expect(
            result
                == CachedData(data: Data("cached".utf8), origin: .memory, isStale: true, storedAt: TestClock.startDate)
        )
    }

    @Test func cacheOnlyServesStaleDataWithoutTheNetwork() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(3_600))

        let result = try await sut.load(key: key, policy: policy.with(mode: .cacheOnly), fetch: network.fetch)

        #expect(result.isStale)
        #expect(result.data == Data("cached".utf8))
        #expect(network.fetchCount == 0)
    }

    @Test func cacheOnlyMarksEvenYoungDataAsStandingInForTheServer() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(1))

        let result = try await sut.load(key: key, policy: policy.with(mode: .cacheOnly), fetch: network.fetch)

        #expect(result.isStale)
        #expect(network.fetchCount == 0)
    }

    @Test func aFetcherThatWorksOfflineMarksFreshDataAsStandingInForTheServer() async throws {
        let (sut, cache, network, _) = makeSUT(worksOffline: true)
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(result.isStale)
        #expect(result.data == Data("cached".utf8))
        #expect(network.fetchCount == 0)
    }

    @Test func cacheOnlyThrowsNotCachedOnAMiss() async throws {
        let (sut, _, network, _) = makeSUT()

        await #expect(throws: StorageError.notCached(key: key)) {
            try await sut.load(key: key, policy: policy.with(mode: .cacheOnly), fetch: network.fetch)
        }
        #expect(network.fetchCount == 0)
    }

    @Test func bytesThatFailValidationTwiceAreNotStoredAndCountAsANetworkFailure() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("good".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willSucceed(with: Data("<html>captive portal</html>".utf8))
        network.willSucceed(with: Data("<html>captive portal</html>".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: startingWithG)

        #expect(result.value == Data("good".utf8))
        #expect(result.isStale)
        #expect(try cache.entry(forKey: key)?.data == Data("good".utf8))
        #expect(network.fetchCount == 2)
    }

    @Test func bytesThatFailValidationAreFetchedOnceMoreAndTheValidAnswerIsStored() async throws {
        let (sut, cache, network, _) = makeSUT()
        network.willSucceed(with: Data("garbled".utf8).dropFirst())
        network.willSucceed(with: Data("good".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: startingWithG)

        #expect(result.value == Data("good".utf8))
        #expect(result.origin == .network)
        #expect(try cache.entry(forKey: key)?.data == Data("good".utf8))
        #expect(network.fetchCount == 2)
    }

    @Test func aSecondInvalidAnswerIsTheValidationFailure() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willSucceed(with: Data("bad".utf8))
        network.willSucceed(with: Data("worse".utf8))

        await #expect(throws: NetworkSpy.Failure(message: "not JSON")) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: startingWithG)
        }
        #expect(network.fetchCount == 2)
    }

    @Test func aCallerThatTriesAgainItselfGetsTheFirstInvalidAnswersFailure() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willSucceed(with: Data("bad".utf8))

        await #expect(throws: NetworkSpy.Failure(message: "not JSON")) {
            try await sut.load(
                key: key, policy: policy, invalidBodyRefetches: 0, fetch: network.fetch, decode: startingWithG)
        }
        #expect(network.fetchCount == 1)
    }

    @Test func aFailedFetchIsNotFetchedAgainByTheFetcher() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willFail(with: NetworkSpy.Failure(message: "offline"))

        await #expect(throws: NetworkSpy.Failure(message: "offline")) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: startingWithG)
        }
        #expect(network.fetchCount == 1)
    }

    @Test func retentionSetsTheHardExpiryOfStoredData() async throws {
        let (sut, cache, network, clock) = makeSUT()
        network.willSucceed(with: Data("x".utf8))

        _ = try await sut.load(
            key: key, policy: CachePolicy(maxAge: .seconds(60), retention: .seconds(86_400)), fetch: network.fetch)

        #expect(
            cache.messages.last
                == .store(key: key, data: Data("x".utf8), expiresAt: clock.date.addingTimeInterval(86_400)))
    }

    @Test func pagesThatDifferOnlyInTheirQueryAreFetchedSeparately() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willSucceed(with: Data("one".utf8))
        network.willSucceed(with: Data("two".utf8))
        let page2 = "https://rickandmortyapi.com/api/character/?page=2"

        let first = try await sut.load(key: key, policy: policy, fetch: network.fetch)
        let second = try await sut.load(key: page2, policy: policy, fetch: network.fetch)
        let firstAgain = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect([first.data, second.data, firstAgain.data] == [Data("one".utf8), Data("two".utf8), Data("one".utf8)])
        #expect(network.fetchCount == 2)
    }

    @Test func aCacheThatFailsToStoreDoesNotFailTheLoad() async throws {
        let (sut, cache, network, _) = makeSUT()
        cache.fail(.store, with: .writeFailed(key: key, path: "/full/disk", reason: "No space left on device"))
        network.willSucceed(with: Data("fetched".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(result.data == Data("fetched".utf8))
        #expect(cache.messages == [.entry(key: key), .store(key: key, data: Data("fetched".utf8), expiresAt: nil)])
    }

    @Test func aCacheThatFailsToReadCountsAsAMissAndTheNetworkAnswers() async throws {
        let (sut, cache, network, _) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        cache.fail(.read, with: .readFailed(key: key, path: "/cache/entry", reason: "Permission denied"))
        network.willSucceed(with: Data("fetched".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(result.data == Data("fetched".utf8))
        #expect(result.origin == .network)
        #expect(network.fetchCount == 1)
    }

    @Test func cacheOnlyPassesACacheReadFailureThroughInsteadOfNotCached() async throws {
        let (sut, cache, network, _) = makeSUT()
        try cache.store(Data("cached".utf8), forKey: key, expiresAt: nil)
        let unreadable = StorageError.readFailed(key: key, path: "/cache/entry", reason: "Permission denied")
        cache.fail(.read, with: unreadable)

        await #expect(throws: unreadable) {
            try await sut.load(key: key, policy: policy.with(mode: .cacheOnly), fetch: network.fetch)
        }
        #expect(network.fetchCount == 0)
    }

    @Test func freshnessIsMeasuredFromStoredAtAndAFutureStoredAtIsNotFresh() {
        let now = Date(timeIntervalSince1970: 1_000)

        #expect(policy.isFresh(storedAt: now.addingTimeInterval(-59.9), at: now))
        #expect(!policy.isFresh(storedAt: now.addingTimeInterval(-60), at: now))
        #expect(!policy.isFresh(storedAt: now.addingTimeInterval(1), at: now))
    }

    /// The bytes when they start with "g", as a decoder accepts only its format.
    private func startingWithG(_ data: Data) throws -> Data {
        if data.first != UInt8(ascii: "g") { throw NetworkSpy.Failure(message: "not JSON") }
        return data
    }

    // MARK: - Offline source

    @Test func whenTheNetworkFailsAndNothingIsCachedTheOfflineSourceAnswersAndNothingIsStored() async throws {
        let (sut, cache, network, offline, _) = makeOfflineSUT()
        let saved = CachedData(data: Data("crawled".utf8), origin: .disk, isStale: true, storedAt: TestClock.startDate)
        offline.willAnswer(saved)
        network.willFail(with: NetworkSpy.Failure(message: "unreachable"))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(result == saved)
        #expect(offline.askedKeys == [key])
        #expect(offline.networkErrors.first?.contains("unreachable") == true, "it hears why the network failed")
        #expect(!cache.messages.contains { if case .store = $0 { return true } else { return false } })
    }

    @Test func aStaleCachedEntryIsPreferredToTheOfflineSource() async throws {
        let (sut, cache, network, offline, clock) = makeOfflineSUT()
        try cache.store(Data("old".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willFail(with: NetworkSpy.Failure(message: "unreachable"))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch)

        #expect(result.data == Data("old".utf8))
        #expect(offline.askedKeys.isEmpty)
    }

    @Test func withoutAnOfflineAnswerTheNetworkErrorStands() async throws {
        let (sut, _, network, offline, _) = makeOfflineSUT()
        network.willFail(with: NetworkSpy.Failure(message: "unreachable"))

        await #expect(throws: NetworkSpy.Failure(message: "unreachable")) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch)
        }
        #expect(offline.askedKeys == [key])
    }

    @Test func theOfflineSourcesOwnFailureReplacesTheNetworkError() async throws {
        let (sut, _, network, offline, _) = makeOfflineSUT()
        offline.willThrow(OfflineSourceSpy.Failure(message: "There is nothing here"))
        network.willFail(with: NetworkSpy.Failure(message: "unreachable"))

        await #expect(throws: OfflineSourceSpy.Failure(message: "There is nothing here")) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch)
        }
    }

    @Test func aPolicyThatForbidsStaleDataNeverAsksTheOfflineSource() async throws {
        let (sut, _, network, offline, _) = makeOfflineSUT()
        offline.willAnswer(CachedData(data: Data(), origin: .disk, isStale: true, storedAt: TestClock.startDate))
        network.willFail(with: NetworkSpy.Failure(message: "unreachable"))

        await #expect(throws: NetworkSpy.Failure.self) {
            try await sut.load(
                key: key, policy: CachePolicy(maxAge: .seconds(60), allowsStaleOnError: false), fetch: network.fetch)
        }
        #expect(offline.askedKeys.isEmpty)
    }

    private func makeSUT(worksOffline: Bool = false) -> (CachedFetcher, ByteStoreSpy, NetworkSpy, TestClock) {
        let clock = TestClock()
        let cache = ByteStoreSpy(now: clock.dateProvider)
        let sut = CachedFetcher(store: cache, worksOffline: worksOffline, now: clock.dateProvider)
        return (sut, cache, NetworkSpy(), clock)
    }

    private func makeOfflineSUT() -> (CachedFetcher, ByteStoreSpy, NetworkSpy, OfflineSourceSpy, TestClock) {
        let clock = TestClock()
        let cache = ByteStoreSpy(now: clock.dateProvider)
        let offline = OfflineSourceSpy()
        let sut = CachedFetcher(store: cache, offline: offline, now: clock.dateProvider)
        return (sut, cache, NetworkSpy(), offline, clock)
    }
}
