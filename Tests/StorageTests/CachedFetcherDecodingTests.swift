import Foundation
import Storage
import TestSupport
import Testing

@Suite("CachedFetcher: decoded values")
struct CachedFetcherDecodingTests {
    private let key = "https://rickandmortyapi.com/api/character/1"
    private let policy = CachePolicy(maxAge: .seconds(60))

    @Test func theNetworksBytesAreDecodedReturnedAndStored() async throws {
        let (sut, cache, network, clock) = makeSUT()
        network.willSucceed(with: Data("7".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: number)

        #expect(result == CachedValue(value: 7, origin: .network, isStale: false, storedAt: clock.date))
        #expect(try cache.entry(forKey: key)?.data == Data("7".utf8))
    }

    @Test func aFreshSavedEntryThatNoLongerDecodesIsReplacedFromTheNetwork() async throws {
        let (sut, cache, network, _) = makeSUT()
        try cache.store(Data("seven".utf8), forKey: key, expiresAt: nil)
        network.willSucceed(with: Data("7".utf8))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: number)

        #expect(result.value == 7)
        #expect(result.origin == .network)
        #expect(try cache.entry(forKey: key)?.data == Data("7".utf8))
    }

    @Test func aSavedEntryThatDoesNotDecodeNeverStandsInForAFailedNetwork() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("seven".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willFail(with: NetworkSpy.Failure(message: "offline"))

        await #expect(throws: NetworkSpy.Failure(message: "offline")) {
            try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: number)
        }
    }

    @Test func aStaleSavedValueStandsInForAFailedNetwork() async throws {
        let (sut, cache, network, clock) = makeSUT()
        try cache.store(Data("6".utf8), forKey: key, expiresAt: nil)
        clock.advance(by: .seconds(600))
        network.willFail(with: NetworkSpy.Failure(message: "offline"))

        let result = try await sut.load(key: key, policy: policy, fetch: network.fetch, decode: number)

        #expect(result == CachedValue(value: 6, origin: .memory, isStale: true, storedAt: TestClock.startDate))
    }

    // MARK: - Helpers

    /// Reads bytes as a whole number, as a decoder reads only its format.
    private let number: (Data) throws -> Int = { data in
        guard let value = Int(String(decoding: data, as: UTF8.self)) else {
            throw NetworkSpy.Failure(message: "not a number")
        }
        return value
    }

    private func makeSUT() -> (CachedFetcher, ByteStoreSpy, NetworkSpy, TestClock) {
        let clock = TestClock()
        let cache = ByteStoreSpy(now: clock.dateProvider)
        return (CachedFetcher(store: cache, now: clock.dateProvider), cache, NetworkSpy(), clock)
    }
}
