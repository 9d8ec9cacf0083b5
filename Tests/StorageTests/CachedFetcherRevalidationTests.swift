import Foundation
import Storage
import TestSupport
import Testing

@Suite("CachedFetcher revalidation (RFC 9111)")
struct CachedFetcherRevalidationTests {
    private let key = "https://rickandmortyapi.com/api/character/1"
    private let policy = CachePolicy(maxAge: .seconds(60))
    private let tag = CacheValidators(entityTag: "W/\"5-rick\"", lastModified: "Sat, 05 Nov 2022 00:00:00 GMT")

    @Test func aStaleAnswerIsAskedAboutWithItsValidatorsAndA304KeepsItsBytesDatedAnew() async throws {
        let (sut, cache, network, clock) = makeSUT()
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(validators: tag)))
        network.willAnswer(.notModified(ResponseCaching(validators: tag)))
        _ = try await load(sut, network)
        clock.advance(by: .seconds(60))

        let result = try await load(sut, network)

        #expect(network.sentValidators == [CacheValidators(), tag])
        #expect(
            result
                == CachedData(
                    data: Data("rick".utf8), origin: .memory, isStale: false, storedAt: clock.date, isRevalidated: true)
        )
        #expect(try cache.entry(forKey: key)?.storedAt == clock.date, "fresh again from the 304 on")
    }

    @Test func anAnswerIsFreshForTheMaxAgeItsServerGaveRatherThanThePolicys() async throws {
        let (sut, _, network, clock) = makeSUT()
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(lifetime: .seconds(3_600))))
        _ = try await load(sut, network)
        clock.advance(by: .seconds(3_599))

        let result = try await load(sut, network)

        #expect(network.fetchCount == 1)
        #expect(result.origin == .memory)
        #expect(!result.isStale)
    }

    @Test func aNoCacheAnswerIsAskedAboutOnEveryLoad() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(validators: tag, lifetime: .zero)))
        network.willAnswer(.notModified(ResponseCaching(validators: tag, lifetime: .zero)))

        _ = try await load(sut, network)
        let second = try await load(sut, network)

        #expect(network.sentValidators == [CacheValidators(), tag])
        #expect(second.isRevalidated)
    }

    @Test func aNoStoreAnswerIsNeverKeptAndRemovesWhatWas() async throws {
        let (sut, cache, network, clock) = makeSUT()
        network.willSucceed(with: Data("old".utf8))
        network.willAnswer(.body(Data("new".utf8), ResponseCaching(isStorable: false)))
        _ = try await load(sut, network)
        clock.advance(by: .seconds(60))

        let result = try await load(sut, network)

        #expect(result.data == Data("new".utf8))
        #expect(try cache.entry(forKey: key) == nil)
        #expect(!cache.messages.contains(.store(key: key, data: Data("new".utf8), expiresAt: nil)))
    }

    @Test func what304SaysReplacesWhatWasStoredAndWhatItLeavesOutIsKept() async throws {
        let (sut, cache, network, clock) = makeSUT()
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(validators: tag, lifetime: .zero)))
        network.willAnswer(.notModified(ResponseCaching(lifetime: .seconds(600))))
        _ = try await load(sut, network)

        _ = try await load(sut, network)
        clock.advance(by: .seconds(599))
        _ = try await load(sut, network)

        #expect(try cache.entry(forKey: key)?.caching == ResponseCaching(validators: tag, lifetime: .seconds(600)))
        #expect(network.fetchCount == 2, "fresh for the 304's ten minutes")
    }

    @Test func aReloadLeavesAFreshImmutableAnswerBeAndAsksAboutAnyOther() async throws {
        let (sut, _, network, _) = makeSUT()
        let reload = policy.with(mode: .refresh)
        network.willAnswer(.body(Data("other".utf8), ResponseCaching(lifetime: .seconds(600))))
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(lifetime: .seconds(600), isImmutable: true)))
        network.willSucceed(with: Data("other".utf8))
        _ = try await sut.load(key: "other", policy: policy, fetchAnswer: network.fetchAnswer, decode: { $0 })
        _ = try await load(sut, network)

        let immutable = try await load(sut, network, policy: reload)
        _ = try await sut.load(key: "other", policy: reload, fetchAnswer: network.fetchAnswer, decode: { $0 })

        #expect(!immutable.isRevalidated)
        #expect(immutable.origin == .memory)
        #expect(network.fetchCount == 3, "the immutable answer once, the other one twice")
    }

    @Test func revalidatingAsksAboutAFreshImmutableAnswerToo() async throws {
        let (sut, _, network, _) = makeSUT()
        let immutable = ResponseCaching(validators: tag, lifetime: .seconds(600), isImmutable: true)
        network.willAnswer(.body(Data("rick".utf8), immutable))
        network.willAnswer(.notModified(immutable))
        _ = try await load(sut, network)

        let result = try await load(sut, network, policy: policy.with(mode: .revalidate))

        #expect(network.sentValidators == [CacheValidators(), tag])
        #expect(result.isRevalidated)
    }

    @Test func revalidatingEverythingAsksOnceAboutWhatWasStoredBeforeThenKeepsTheAnswer() async throws {
        let clock = TestClock()
        let cache = ByteStoreSpy(now: clock.dateProvider)
        let immutable = ResponseCaching(validators: tag, lifetime: .seconds(600), isImmutable: true)
        try cache.store(Data("rick".utf8), forKey: key, expiresAt: nil, caching: immutable)
        clock.advance(by: .seconds(1))
        let sut = CachedFetcher(store: cache, revalidatingEverything: true, now: clock.dateProvider)
        let network = NetworkSpy()
        network.willAnswer(.notModified(immutable))

        let first = try await load(sut, network)
        let second = try await load(sut, network)

        #expect(network.sentValidators == [tag])
        #expect(first.isRevalidated)
        #expect(!second.isRevalidated)
        #expect(second.origin == .memory)
    }

    @Test func a304ToAnUnconditionalRequestIsAFailureNamingTheKey() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willAnswer(.notModified(.unspecified))

        await #expect(throws: StorageError.unrequestedNotModified(key: key)) {
            try await load(sut, network)
        }
    }

    @Test func a304ForStoredBytesThatNoLongerDecodeIsFollowedByAnUnconditionalRequest() async throws {
        let (sut, cache, network, _) = makeSUT()
        try cache.store(Data("garbled".utf8), forKey: key, expiresAt: nil, caching: ResponseCaching(validators: tag))
        network.willAnswer(.notModified(.unspecified))
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(validators: tag)))

        let result = try await sut.load(
            key: key, policy: policy.with(mode: .revalidate), fetchAnswer: network.fetchAnswer,
            decode: { data in
                guard data == Data("rick".utf8) else { throw NetworkSpy.Failure(message: "undecodable") }
                return data
            })

        #expect(network.sentValidators == [tag, CacheValidators()])
        #expect(result.value == Data("rick".utf8))
        #expect(result.origin == .network)
    }

    @Test func aServerThatCannotBeReachedLeavesANoCacheAnswerShownStale() async throws {
        let (sut, _, network, _) = makeSUT()
        network.willAnswer(.body(Data("rick".utf8), ResponseCaching(validators: tag, lifetime: .zero)))
        network.willFail(with: NetworkSpy.Failure(message: "connection refused"))
        _ = try await load(sut, network)

        let result = try await load(sut, network)

        #expect(result.data == Data("rick".utf8))
        #expect(result.isStale)
        #expect(!result.isRevalidated)
    }

    @Test func aCacheOnlyLoadNeverAsksEvenForANoCacheAnswer() async throws {
        let (sut, cache, network, _) = makeSUT()
        try cache.store(Data("rick".utf8), forKey: key, expiresAt: nil, caching: ResponseCaching(lifetime: .zero))

        let result = try await load(sut, network, policy: policy.with(mode: .cacheOnly))

        #expect(network.fetchCount == 0)
        #expect(result.isStale)
    }

    private func load(
        _ sut: CachedFetcher, _ network: NetworkSpy, policy: CachePolicy? = nil
    ) async throws -> CachedData {
        let loaded = try await sut.load(
            key: key, policy: policy ?? self.policy, fetchAnswer: network.fetchAnswer, decode: { $0 })
        return CachedData(
            data: loaded.value, origin: loaded.origin, isStale: loaded.isStale, storedAt: loaded.storedAt,
            isRevalidated: loaded.isRevalidated)
    }

    private func makeSUT() -> (CachedFetcher, ByteStoreSpy, NetworkSpy, TestClock) {
        let clock = TestClock()
        let cache = ByteStoreSpy(now: clock.dateProvider)
        return (CachedFetcher(store: cache, now: clock.dateProvider), cache, NetworkSpy(), clock)
    }
}
