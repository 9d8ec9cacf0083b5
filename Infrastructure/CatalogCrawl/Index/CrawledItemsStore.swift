import Foundation
import Locking
import Networking
import Storage

/// A byte store that answers a request for items by id (`character/2`, `episode/1,2,3`) from the crawled pages that
/// list them, through the crawl's `CrawlIndex`, when the store it wraps holds no answer of its own.
///
/// A crawl stores pages and an index, not one entry per item; this is how a detail still reads its item from the
/// cache, online while the pages are fresh and offline at any age. The answer is the items' objects byte for byte,
/// as old as the oldest page they come from; a page that no longer lists an id (it was read again since) answers
/// nothing, so the request goes to the server.
public final class CrawledItemsStore: ByteStore {
    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let indexes = Locked<[RickAndMortyAPI.Resource: CrawlIndex]>([:])

    /// Wraps `store`, which holds what was crawled from the server `configuration` names.
    public init(wrapping store: any ByteStore, configuration: APIConfiguration) {
        self.store = store
        self.configuration = configuration
    }

    /// The entry stored under `key`, else the items it asks for composed from their crawled pages.
    public func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        if let entry = try store.entry(forKey: key) {
            return entry
        }
        guard let request = ItemRequest(key: key, base: configuration.baseURL),
            let index = try index(of: request.resource)
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
        indexes.withLock { $0.removeAll() }
        try store.removeAll()
    }

    // Read once per store: a crawl writes it in another run.
    private func index(of resource: RickAndMortyAPI.Resource) throws(StorageError) -> CrawlIndex? {
        if let index = indexes.withLock({ $0[resource] }) {
            return index
        }
        guard let entry = try store.entry(forKey: CrawlIndex.key(of: resource, on: configuration)),
            let index = try? CrawlIndex(reading: entry.data)
        else { return nil }
        indexes.withLock { $0[resource] = index }
        return index
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
            let entry = try store.entry(forKey: url.absoluteString),
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
