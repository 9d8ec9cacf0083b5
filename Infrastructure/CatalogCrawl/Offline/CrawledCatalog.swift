import APIReplica
import Foundation
import Locking
import Networking
import Storage

/// The catalog a crawl left in the cache, answering any list, search, filter or id request offline, as the API
/// would (through `ReplicaAPI`, in this process: no socket).
///
/// When the server cannot be reached (a transport failure) and the cache holds no answer for a request's exact
/// URL, such as `character?name=rick&status=alive`, the crawled pages of that resource are read back from the cache
/// (once per run) and the request is answered from them with the API's own filter, paging and id rules, so a
/// screen shows the rows it would show online. A resource is answered only when every one of its pages is in the
/// cache; images are never answered here (their bytes are cached under their own URLs, or not at all). The answer
/// is as old as the oldest page it was built from, and is always stale, so screens say they are offline and since
/// when.
public final class CrawledCatalog: OfflineSource {
    private let store: any ByteStore
    private let configuration: APIConfiguration
    private let resources: [RickAndMortyAPI.Resource]
    /// Whether the crawled pages were read yet, and the mirror they made (nil when nothing was fully crawled).
    private enum MirrorState {
        case unread
        case read(CrawledMirror?)
    }

    /// The mirror, read from the cache the first time the server cannot be reached.
    private let mirror = Locked(MirrorState.unread)

    /// Creates the catalog of `resources` crawled from the server `configuration` names into `store`.
    public init(store: any ByteStore, configuration: APIConfiguration, resources: [RickAndMortyAPI.Resource]) {
        self.store = store
        self.configuration = configuration
        self.resources = resources
    }

    /// The answer to `key` from the crawled pages when `error` says the server could not be reached; nil when the
    /// key is not a list or item request of a fully crawled resource; throws the API's own error answer (a 404
    /// for a search that matches nothing, an id that does not exist).
    public func answer(forKey key: String, after error: any Error) throws -> CachedData? {
        guard case .transport = error as? NetworkError, let url = URL(string: key),
            let request = CrawledRequest(url: url, base: configuration.baseURL), resources.contains(request.resource)
        else { return nil }
        let mirror = self.mirror.withLock { state in
            guard case .read(let mirror) = state else {
                let mirror = CrawledMirror(store: store, configuration: configuration, resources: resources)
                state = .read(mirror)
                return mirror
            }
            return mirror
        }
        return try mirror?.answer(request, url: url)
    }
}
