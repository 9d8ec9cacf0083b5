import Foundation
import Locking
import Networking
import Storage

/// The crawl's store: it keeps the list pages it is given in bundles (`CrawledPageBundle`) of about `bundleBytes`,
/// each written through the store it wraps once full, instead of a file per page; every other entry passes through.
///
/// Creating a file costs a crawl more than writing its bytes (ten times more in a folder where many files were just
/// deleted), so a crawl of 52 pages writes 3 bundles beside the 3 indexes. Pages read back come from the bundle not
/// yet written, one written by this crawl, or else the wrapped store. Each list's `CrawlIndex` keeps the map of the
/// bundle holding each page: this crawl's bundles for the pages it stored, the earlier ones for the others. An index
/// stored through it gets the map; `finish()` writes the last bundles and the maps, and says which earlier bundles no
/// page needs any more.
public final class PageBundlingStore: ByteStore {
    private struct State {
        var filling: [RickAndMortyAPI.Resource: CrawledPageBundle] = [:]
        // Full bundles on their way to the wrapped store, by name.
        var sealing: [String: CrawledPageBundle] = [:]
        var written: [RickAndMortyAPI.Resource: CrawledPageMap] = [:]
        var removed: [RickAndMortyAPI.Resource: Set<Int>] = [:]
        // The page map each list's index had before this crawl, once read.
        var earlier: [RickAndMortyAPI.Resource: CrawledPageMap] = [:]
        var bundlesWritten: [RickAndMortyAPI.Resource: Int] = [:]
        // The lists whose index was stored after their last page, with the bundles its map names.
        var indexed: [RickAndMortyAPI.Resource: Set<String>] = [:]

        // Names `bundle` and lists its pages as written: reads find it among the sealing until it is stored. Names
        // take the first generation the earlier index names no bundle of (`g1`, `g2`…), so this crawl never writes
        // over a bundle that still holds a page it may not store again, and a crawl killed before its index is
        // written leaves bundles the next crawl writes over, not litter that grows.
        mutating func seal(_ bundle: CrawledPageBundle, of resource: RickAndMortyAPI.Resource) -> String {
            let named = Set((earlier[resource]?.bundles ?? []).map { $0.prefix { $0 != "-" } })
            let generation = (1...).first { !named.contains("g\($0)") } ?? 1
            bundlesWritten[resource, default: 0] += 1
            let name = "g\(generation)-\(bundlesWritten[resource] ?? 0)"
            sealing[name] = bundle
            for number in bundle.pages.keys {
                written[resource, default: CrawledPageMap()].set(number, in: name)
            }
            return name
        }
    }

    /// The body bytes at which a bundle is written and a new one begun.
    public static let bundleBytes = 1 << 18

    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let pageKeys: CrawledPageKeys
    private let indexKeys: [String: RickAndMortyAPI.Resource]
    private let now: @Sendable () -> Date
    private let state = Locked(State())

    /// Wraps `store` (the crawl's, which answers pages earlier crawls bundled) for the server `configuration` names;
    /// `now` dates the pages stored.
    public init(
        wrapping store: any ByteStore, configuration: APIConfiguration, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.configuration = configuration
        pageKeys = CrawledPageKeys(configuration: configuration)
        indexKeys = Dictionary(
            RickAndMortyAPI.Resource.allCases.map { (CrawlIndex.key(of: $0, on: configuration), $0) },
            uniquingKeysWith: { first, _ in first })
        self.now = now
    }

    /// The page being bundled or bundled by this crawl, else the wrapped store's entry.
    public func entry(forKey key: String) throws(StorageError) -> CacheEntry? {
        guard let page = pageKeys.page(of: key) else { return try store.entry(forKey: key) }
        let (filling, bundle) = state.withLock { state in
            let name = state.written[page.resource]?.bundle(of: page.number)
            let entry = state.filling[page.resource]?.pages[page.number]
            return (entry ?? name.flatMap { state.sealing[$0]?.pages[page.number] }, name)
        }
        if let filling {
            return filling
        }
        if let bundle,
            let stored = try store.entry(
                forKey: CrawledPageMap.bundleKey(bundle, of: page.resource, on: configuration)),
            let entry = try? CrawledPageBundle.page(page.number, in: stored.data, tier: stored.tier)
        {
            return entry
        }
        return try store.entry(forKey: key)
    }

    /// Bundles a page; gives an index its page map; stores anything else in the wrapped store.
    public func store(_ data: Data, forKey key: String, expiresAt: Date?, caching: ResponseCaching)
        throws(StorageError)
    {
        if let resource = indexKeys[key], let index = try? CrawlIndex(reading: data) {
            // The list is done: its last bundle goes now, so the index is written once, with every bundle.
            try sealFilling(of: resource)
            let mapped = try mapped(index, of: resource)
            try store.store(mapped.body, forKey: key, expiresAt: expiresAt, caching: caching)
            state.withLock { $0.indexed[resource] = mapped.pageMap.bundles }
            return
        }
        guard let page = pageKeys.page(of: key) else {
            return try store.store(data, forKey: key, expiresAt: expiresAt, caching: caching)
        }
        let entry = CacheEntry(data: data, storedAt: now(), expiresAt: expiresAt, tier: .memory, caching: caching)
        try readEarlierIndex(of: page.resource)
        let sealed = state.withLock { state -> (name: String, bundle: CrawledPageBundle)? in
            state.removed[page.resource]?.remove(page.number)
            state.indexed[page.resource] = nil
            state.filling[page.resource, default: CrawledPageBundle()].add(page.number, entry)
            guard let bundle = state.filling[page.resource], bundle.bodyBytes >= Self.bundleBytes else { return nil }
            state.filling[page.resource] = nil
            return (state.seal(bundle, of: page.resource), bundle)
        }
        if let sealed {
            try write(sealed.bundle, named: sealed.name, of: page.resource)
        }
    }

    /// Takes a page out of its bundle (a refused page is never kept); removes anything else from the wrapped store.
    public func removeEntry(forKey key: String) throws(StorageError) {
        if let page = pageKeys.page(of: key) {
            state.withLock { state in
                _ = state.filling[page.resource]?.remove(page.number)
                state.written[page.resource]?.set(page.number, in: nil)
                state.removed[page.resource, default: []].insert(page.number)
                state.indexed[page.resource] = nil
            }
        }
        try store.removeEntry(forKey: key)
    }

    /// Forgets the pages being bundled and empties the wrapped store.
    public func removeAll() throws(StorageError) {
        state.withLock { $0 = State() }
        try store.removeAll()
    }

    /// Writes the bundles being filled and the page map of each list whose index was not stored since; returns the
    /// keys of the earlier bundles no page needs any more, to remove once the indexes are on disk.
    public func finish() throws(StorageError) -> [String] {
        let (resources, indexed) = state.withLock { state in
            (Set(state.written.keys).union(state.removed.keys).union(state.filling.keys), state.indexed)
        }
        var unneeded: [String] = []
        for resource in resources {
            try sealFilling(of: resource)
            var needed = indexed[resource]
            if needed == nil {
                needed = try storeMap(of: resource)
            }
            let earlier = state.withLock { $0.earlier[resource]?.bundles ?? [] }
            unneeded += earlier.subtracting(needed ?? []).map {
                CrawledPageMap.bundleKey($0, of: resource, on: configuration)
            }
        }
        return unneeded
    }

    // Stores the list's index (or an empty one) with its page map brought up to date; returns the bundles it names.
    private func storeMap(of resource: RickAndMortyAPI.Resource) throws(StorageError) -> Set<String> {
        let key = CrawlIndex.key(of: resource, on: configuration)
        let stored = try store.entry(forKey: key)
        let index = stored.flatMap { try? CrawlIndex(reading: $0.data) } ?? CrawlIndex(pages: [])
        let mapped = try mapped(index, of: resource)
        try store.store(
            mapped.body, forKey: key, expiresAt: stored?.expiresAt, caching: stored?.caching ?? .unspecified)
        return mapped.pageMap.bundles
    }

    // Writes the bundle of `resource` being filled, if it holds any page.
    private func sealFilling(of resource: RickAndMortyAPI.Resource) throws(StorageError) {
        let sealed = state.withLock { state -> (name: String, bundle: CrawledPageBundle)? in
            guard let bundle = state.filling.removeValue(forKey: resource), !bundle.isEmpty else { return nil }
            return (state.seal(bundle, of: resource), bundle)
        }
        if let sealed {
            try write(sealed.bundle, named: sealed.name, of: resource)
        }
    }

    // `index` with the page map the list's index had before this crawl, updated with the pages this crawl stored or
    // took out.
    private func mapped(_ index: CrawlIndex, of resource: RickAndMortyAPI.Resource) throws(StorageError)
        -> CrawlIndex
    {
        try readEarlierIndex(of: resource)
        return state.withLock { state in
            var mapped = index
            mapped.pageMap = state.earlier[resource] ?? CrawledPageMap()
            for (number, bundle) in state.written[resource]?.bundleOfPage ?? [:] {
                mapped.pageMap.set(number, in: bundle)
            }
            for number in state.removed[resource] ?? [] { mapped.pageMap.set(number, in: nil) }
            return mapped
        }
    }

    // Notes the page map the list's index had before this crawl wrote anything of the list.
    private func readEarlierIndex(of resource: RickAndMortyAPI.Resource) throws(StorageError) {
        guard state.withLock({ $0.earlier[resource] == nil }) else { return }
        let stored = try store.entry(forKey: CrawlIndex.key(of: resource, on: configuration))
            .flatMap { try? CrawlIndex(reading: $0.data) }
        state.withLock { state in
            if state.earlier[resource] == nil {
                state.earlier[resource] = stored?.pageMap ?? CrawledPageMap()
            }
        }
    }

    private func write(_ bundle: CrawledPageBundle, named name: String, of resource: RickAndMortyAPI.Resource)
        throws(StorageError)
    {
        defer { state.withLock { _ = $0.sealing.removeValue(forKey: name) } }
        try store.store(
            bundle.body, forKey: CrawledPageMap.bundleKey(name, of: resource, on: configuration), expiresAt: nil,
            caching: .unspecified)
    }
}
