import CatalogCrawl
import Foundation
import Networking
import Storage
import Testing

@Suite("PageBundlingStore: a crawl's pages kept in a few bundles")
struct PageBundlingStoreTests {
    static let catalog = FakeCatalog(counts: [.character: 45, .episode: 45])
    static let configuration = APIConfiguration(baseURL: FakeCatalog.baseURL)
    static let storedAt = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let expiresAt = Date(timeIntervalSinceReferenceDate: 2_000_000_000)

    @Test func pagesAreKeptInOneBundleAndAMapAndReadBackAsStoredWithWhatTheirServerSaid() throws {
        let (sut, cache) = makeSUT()
        let caching = ResponseCaching(
            validators: CacheValidators(entityTag: "\"p2\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT"),
            lifetime: .seconds(300), isImmutable: true)
        try store(pages: 1...3, of: .character, in: sut, caching: caching)

        let unneeded = try sut.finish()

        #expect(unneeded.isEmpty)
        #expect(
            cache.keysByRecency().count == 2, "one bundle and the map, no page on its own: \(cache.keysByRecency())")
        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        for page in 1...3 {
            let entry = try #require(try reader.entry(forKey: key(page, of: .character)))
            #expect(entry.data == Self.catalog.pageBody(page, of: .character))
            #expect(entry.storedAt == Self.storedAt)
            #expect(entry.expiresAt == Self.expiresAt)
            #expect(entry.caching == caching)
        }
        #expect(try reader.entry(forKey: key(4, of: .character)) == nil)
    }

    @Test func aBundleIsWrittenOnceItsPagesPassTheBundleSizeAndTheNextOneBegins() throws {
        let (sut, cache) = makeSUT()
        let large = Data(repeating: UInt8(ascii: "x"), count: PageBundlingStore.bundleBytes / 2 + 1)

        try sut.store(large, forKey: key(1, of: .character), expiresAt: nil, caching: .unspecified)
        #expect(cache.keysByRecency().isEmpty)
        try sut.store(large, forKey: key(2, of: .character), expiresAt: nil, caching: .unspecified)
        #expect(cache.keysByRecency().count == 1, "the full bundle, written at once")
        try sut.store(large, forKey: key(3, of: .character), expiresAt: nil, caching: .unspecified)
        _ = try sut.finish()

        #expect(cache.keysByRecency().count == 3, "two bundles and the map: \(cache.keysByRecency())")
        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try (1...3).allSatisfy { try reader.entry(forKey: key($0, of: .character))?.data == large })
    }

    @Test func pagesReadBackWhileBundledAndAnythingElsePassesThrough() throws {
        let (sut, cache) = makeSUT()
        try store(pages: 1...2, of: .episode, in: sut)
        let index = try Self.configuration.url(for: .item(1, of: .episode)).absoluteString
        try sut.store(Data("other".utf8), forKey: index, expiresAt: nil, caching: .unspecified)
        let filtered = try key(1, of: .episode) + "&name=pilot"
        try sut.store(Data("search".utf8), forKey: filtered, expiresAt: nil, caching: .unspecified)

        #expect(try sut.entry(forKey: key(2, of: .episode))?.data == Self.catalog.pageBody(2, of: .episode))
        #expect(cache.entry(forKey: index)?.data == Data("other".utf8))
        #expect(cache.entry(forKey: filtered)?.data == Data("search".utf8), "a search is not a crawled page")
        #expect(cache.entry(forKey: try key(2, of: .episode)) == nil)
    }

    @Test func aPageTakenOutIsLeftOutOfTheMap() throws {
        let (sut, cache) = makeSUT()
        try store(pages: 1...3, of: .character, in: sut)

        try sut.removeEntry(forKey: key(2, of: .character))
        _ = try sut.finish()

        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try reader.entry(forKey: key(1, of: .character)) != nil)
        #expect(try reader.entry(forKey: key(2, of: .character)) == nil)
        #expect(try sut.entry(forKey: key(2, of: .character)) == nil)
    }

    @Test func aLaterCrawlKeepsTheEarlierBundlesOfPagesItDidNotStoreAndNamesTheOnesNoPageNeeds() throws {
        let cache = MemoryCache()
        let first = makeSUT(over: cache).sut
        try store(pages: 1...3, of: .character, in: first)
        try store(pages: 1...3, of: .episode, in: first)
        _ = try first.finish()
        let bundlesBefore = cache.keysByRecency().filter { $0.contains("#crawl-pages-") }

        let second = makeSUT(over: cache).sut
        try store(pages: 1...3, of: .character, in: second)
        let unneeded = try second.finish()

        let characterBundles = bundlesBefore.filter { $0.contains("/character#") }
        #expect(Set(unneeded) == Set(characterBundles), "the episodes' bundle still holds their pages")
        for key in unneeded { cache.removeEntry(forKey: key) }
        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try (1...3).allSatisfy { try reader.entry(forKey: key($0, of: .episode)) != nil })
        #expect(try (1...3).allSatisfy { try reader.entry(forKey: key($0, of: .character)) != nil })
    }

    @Test func aCrawlKilledBeforeItsIndexLeavesBundlesTheNextCrawlWritesOver() throws {
        let cache = MemoryCache(byteLimit: 64 << 20)
        let first = makeSUT(over: cache).sut
        try store(pages: 1...3, of: .character, in: first)
        _ = try first.finish()
        let killed = makeSUT(over: cache).sut
        for page in 1...2 {
            try storeFullBundle(page: page, in: killed)
        }
        let bundlesLeft = Set(cache.keysByRecency().filter { $0.contains("#crawl-pages-") })

        let next = makeSUT(over: cache).sut
        for page in 1...2 {
            try storeFullBundle(page: page, in: next)
        }
        for key in try next.finish() { cache.removeEntry(forKey: key) }

        #expect(bundlesLeft.count == 3, "the first crawl's bundle and the killed crawl's two")
        let bundles = Set(cache.keysByRecency().filter { $0.contains("#crawl-pages-") })
        #expect(bundles == bundlesLeft, "the killed crawl's two written over; the first's kept for page 3")
        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try reader.entry(forKey: key(2, of: .character))?.data == Self.fullBundle)
        #expect(try reader.entry(forKey: key(3, of: .character))?.data == Self.catalog.pageBody(3, of: .character))
    }

    @Test func aCrawlAfterAnIncompleteOneKeepsThePagesItDoesNotStoreAgainReadable() throws {
        let cache = MemoryCache(byteLimit: 64 << 20)
        let complete = makeSUT(over: cache).sut
        try store(pages: 1...3, of: .character, in: complete)
        _ = try complete.finish()
        let incomplete = makeSUT(over: cache).sut
        try storeFullBundle(page: 1, in: incomplete)
        _ = try incomplete.finish()

        // Pages 2 and 3 are in the first crawl's bundle, page 1 in the second's: the third stores page 2 only.
        let third = makeSUT(over: cache).sut
        try storeFullBundle(page: 2, in: third)
        for key in try third.finish() { cache.removeEntry(forKey: key) }

        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try reader.entry(forKey: key(1, of: .character))?.data == Self.fullBundle)
        #expect(try reader.entry(forKey: key(2, of: .character))?.data == Self.fullBundle)
        #expect(try reader.entry(forKey: key(3, of: .character))?.data == Self.catalog.pageBody(3, of: .character))
    }

    @Test func aPageStoredOnItsOwnAfterTheCrawlIsReadInsteadOfItsBundledCopy() throws {
        let (sut, cache) = makeSUT()
        try store(pages: 1...3, of: .character, in: sut)
        _ = try sut.finish()
        let later = CacheEntry(
            data: Data("browsed".utf8), storedAt: Self.storedAt.addingTimeInterval(1), expiresAt: nil, tier: .memory)
        let earlier = CacheEntry(
            data: Data("older".utf8), storedAt: Self.storedAt.addingTimeInterval(-1), expiresAt: nil, tier: .memory)

        cache.insert(later, forKey: try key(1, of: .character))
        cache.insert(earlier, forKey: try key(2, of: .character))

        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try reader.entry(forKey: key(1, of: .character))?.data == later.data)
        #expect(try reader.entry(forKey: key(2, of: .character))?.data == Self.catalog.pageBody(2, of: .character))
    }

    @Test func aPagePastItsExpiryIsNotAnswered() throws {
        let (sut, cache) = makeSUT()
        try sut.store(
            Self.catalog.pageBody(1, of: .character), forKey: key(1, of: .character),
            expiresAt: Self.storedAt.addingTimeInterval(60), caching: .unspecified)
        _ = try sut.finish()

        let reader = CrawledStore(
            wrapping: cache, configuration: Self.configuration, now: { Self.storedAt.addingTimeInterval(61) })
        #expect(try reader.entry(forKey: key(1, of: .character)) == nil)
    }

    @Test func aDamagedBundleAnswersNothingAndTheRequestGoesToTheServer() throws {
        let (sut, cache) = makeSUT()
        try store(pages: 1...3, of: .character, in: sut)
        _ = try sut.finish()
        let bundle = try #require(cache.keysByRecency().first { $0.contains("#crawl-pages-") })

        cache.store(Data("RMCB".utf8), forKey: bundle, expiresAt: nil)

        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        #expect(try reader.entry(forKey: key(1, of: .character)) == nil)
    }

    // MARK: - Helpers

    private func key(_ page: Int, of resource: RickAndMortyAPI.Resource) throws -> String {
        try Self.configuration.url(for: .page(page, of: resource)).absoluteString
    }

    // A page as large as a bundle: each one stored fills a bundle of its own.
    private static let fullBundle = Data(repeating: UInt8(ascii: "x"), count: PageBundlingStore.bundleBytes)

    private func storeFullBundle(page: Int, in sut: PageBundlingStore) throws {
        try sut.store(Self.fullBundle, forKey: key(page, of: .character), expiresAt: nil, caching: .unspecified)
    }

    private func store(
        pages: ClosedRange<Int>, of resource: RickAndMortyAPI.Resource, in sut: PageBundlingStore,
        caching: ResponseCaching = .unspecified
    ) throws {
        for page in pages {
            try sut.store(
                Self.catalog.pageBody(page, of: resource), forKey: key(page, of: resource),
                expiresAt: Self.expiresAt, caching: caching)
        }
    }

    /// The bundling store over a crawled-items reader over `cache`, dating pages `storedAt`.
    private func makeSUT(over cache: MemoryCache = MemoryCache()) -> (sut: PageBundlingStore, cache: MemoryCache) {
        let reader = CrawledStore(wrapping: cache, configuration: Self.configuration)
        let sut = PageBundlingStore(wrapping: reader, configuration: Self.configuration, now: { Self.storedAt })
        return (sut, cache)
    }
}
