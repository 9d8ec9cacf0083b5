import Foundation
import Networking
import Storage

/// A byte store that answers what a crawl stored: a list page from the bundle holding it (`CrawledPageBundle`), and
/// a request for items by id (`character/2`, `episode/1,2,3`) from the crawled pages that list them, through the
/// crawl's `CrawlIndex`, when the store it wraps holds no answer of its own.
///
/// A crawl stores a few bundles of pages and an index, not one entry per page or per item; this is how a list and a
/// detail still read from the cache, online while the pages are fresh and offline at any age. A page stored on its
/// own (by browsing) and in a bundle is answered by whichever was stored last. An item's answer is its object byte
/// for byte, as old as the oldest page it comes from; a page that no longer lists an id (it was read again since)
/// answers nothing, so the request goes to the server.
public final class CrawledStore: ByteStore {
    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let pageKeys: CrawledPageKeys
    private let bundles: CrawledPages

    /// Wraps `store`, which holds what was crawled from the server `configuration` names; `now` tells the time a
    /// bundled page's expiry is checked against.
    public init(
        wrapping store: any ByteStore, configuration: APIConfiguration,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.configuration = configuration
        pageKeys = CrawledPageKeys(configuration: configuration)
        bundles = CrawledPages(store: store, configuration: configuration, now: now)
    }

    /// The entry stored under `key` or the page it names as bundled, whichever is newer; else the items it asks for
    /// composed from their crawled pages.
    public func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        let own = try store.entry(forKey: key)
        if let page = pageKeys.page(of: key) {
            let bundled = try bundles.entry(forPage: page.number, of: page.resource)
            guard let own, let bundled else { return own ?? bundled }
            return bundled.storedAt > own.storedAt ? bundled : own
        }
        if let own {
            return own
        }
        guard pageKeys.mayNameItems(key), let request = ItemRequest(key: key, base: configuration.baseURL),
            let index = try bundles.index(of: request.resource)
        else { return nil }
        return try answer(request, from: index)
    }

    /// Stores in the wrapped store.
    public func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching)
        throws(StorageError)
    {
        try store.store(data, forKey: key, expiresAt: expiresAt, caching: caching)
    }

    /// Removes from the wrapped store.
    public func removeEntry(forKey key: String) throws(StorageError) {
        try store.removeEntry(forKey: key)
    }

    /// Empties the wrapped store and forgets the indexes read.
    public func removeAll() throws(StorageError) {
        bundles.forget()
        try store.removeAll()
    }

    // The objects of the ids the index knows, sorted and once each as the API answers; nil when a page is missing
    // or no longer lists one of them.
    private func answer(_ request: ItemRequest, from index: CrawlIndex) throws(StorageError) -> CacheEntry? {
        let ids = request.isArray ? Array(Set(request.ids)).sorted() : request.ids
        var pages: [Int: (entry: CacheEntry, page: CatalogPage)] = [:]
        var objects: [Data] = []
        for id in ids {
            guard let number = index.page(of: id) else {
                guard request.isArray else { return nil }
                continue
            }
            if pages[number] == nil {
                guard let read = try page(number, of: request.resource) else { return nil }
                pages[number] = read
            }
            guard let read = pages[number], let item = read.page.results.first(where: { $0.id == id }) else {
                return nil
            }
            objects.append(read.entry.data.subdata(in: item.range))
        }
        // Ids no page lists at all are left to the server: it says they do not exist, in its own words and time.
        let sources = pages.values.map(\.entry)
        guard request.isArray else { return objects.first.flatMap { Self.entry($0, from: sources) } }
        var body = Data("[".utf8)
        for (position, object) in objects.enumerated() {
            if position > 0 { body.append(UInt8(ascii: ",")) }
            body.append(object)
        }
        body.append(UInt8(ascii: "]"))
        return Self.entry(body, from: sources)
    }

    private func page(_ number: Int, of resource: RickAndMortyAPI.Resource) throws(StorageError)
        -> (entry: CacheEntry, page: CatalogPage)?
    {
        guard let url = try? configuration.url(for: .page(number, of: resource)),
            let entry = try entry(forKey: url.absoluteString),
            let page = try? CatalogPage(reading: entry.data, url: url)
        else { return nil }
        return (entry, page)
    }

    // As old and as fresh as the oldest page, with no validators: those were the pages'.
    private static func entry(_ body: Data, from pages: [CacheEntry]) -> CacheEntry? {
        guard let oldest = pages.min(by: { $0.storedAt < $1.storedAt }) else { return nil }
        return CacheEntry(
            data: body, storedAt: oldest.storedAt, expiresAt: pages.compactMap(\.expiresAt).min(),
            tier: pages.contains { $0.tier == .disk } ? .disk : .memory, caching: oldest.caching.withoutValidators)
    }
}
