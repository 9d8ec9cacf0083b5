import APIReplica
import Foundation
import Locking
import Networking
import Storage

/// The catalog a crawl left in the cache, answering any list, search, filter or id request offline as the API
/// would (through `ReplicaAPI`, in this process).
///
/// Only a resource whose every page is cached is answered; the answer is stale, as old as its oldest page.
public final class CrawledCatalog: OfflineSource {
    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let resources: [RickAndMortyAPI.Resource]
    private let linkBase: URL?
    // Nil until the server first cannot be reached; then the mirror read (nil when nothing was fully crawled).
    private let mirror = Locked<CrawledMirror??>(nil)

    /// Creates the catalog of `resources` crawled from the server `configuration` names into `store`; its answers
    /// link to `linkBase` as the server's did (nil: the server's base).
    public init(
        store: any ByteStore, configuration: APIConfiguration, resources: [RickAndMortyAPI.Resource],
        linkBase: URL? = nil
    ) {
        self.store = store
        self.configuration = configuration
        self.resources = resources
        self.linkBase = linkBase
    }

    /// The answer to `key` from the crawled pages when the server could not be reached, or the API's error for it.
    public func answer(forKey key: String, after error: any Error) throws -> CachedData? {
        guard case .transport = error as? NetworkError, let url = URL(string: key),
            let request = CrawledRequest(url: url, base: configuration.baseURL), resources.contains(request.resource)
        else { return nil }
        let mirror = self.mirror.withLock { mirror in
            if mirror == nil {
                mirror = .some(
                    CrawledMirror(
                        store: store, configuration: configuration, resources: resources,
                        linkBase: linkBase ?? configuration.baseURL))
            }
            return mirror ?? nil
        }
        return try mirror?.answer(request, url: url)
    }
}
