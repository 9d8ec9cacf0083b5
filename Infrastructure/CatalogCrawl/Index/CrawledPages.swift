import Foundation
import Locking
import Networking
import Storage

/// Reads what a crawl stored of each list: its `CrawlIndex`, read once, and the pages out of the bundles it names.
final class CrawledPages: Sendable {
    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let now: @Sendable () -> Date
    // Built once: building a URL costs more than the lookup it names.
    private let indexKeys: [RickAndMortyAPI.Resource: String]
    private let indexes = Locked<[RickAndMortyAPI.Resource: CrawlIndex]>([:])

    /// Reads the pages crawled from the server `configuration` names out of `store`; `now` tells the time a page's
    /// expiry is checked against.
    init(store: any ByteStore, configuration: APIConfiguration, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.configuration = configuration
        self.now = now
        indexKeys = Dictionary(
            uniqueKeysWithValues: RickAndMortyAPI.Resource.allCases.map {
                ($0, CrawlIndex.key(of: $0, on: configuration))
            })
    }

    /// Page `number` of `resource` as a crawl bundled it; nil when no bundle holds it (or its bundle is gone), or
    /// past its expiry, as a store forgets an entry.
    func entry(forPage number: Int, of resource: RickAndMortyAPI.Resource) throws(StorageError) -> CacheEntry? {
        guard let name = try index(of: resource)?.pageMap.bundle(of: number),
            let bundle = try store.entry(forKey: CrawledPageMap.bundleKey(name, of: resource, on: configuration)),
            let page = try? CrawledPageBundle.page(number, in: bundle.data, tier: bundle.tier),
            page.expiresAt.map({ $0 > now() }) ?? true
        else { return nil }
        return page
    }

    /// The index of `resource`, read once: a crawl writes it in another run (or at its very end).
    func index(of resource: RickAndMortyAPI.Resource) throws(StorageError) -> CrawlIndex? {
        if let index = indexes.withLock({ $0[resource] }) {
            return index
        }
        guard let key = indexKeys[resource], let entry = try store.entry(forKey: key),
            let index = try? CrawlIndex(reading: entry.data)
        else { return nil }
        indexes.withLock { $0[resource] = index }
        return index
    }

    /// Forgets the indexes read.
    func forget() {
        indexes.withLock { $0.removeAll() }
    }
}
