import FeatureDomain
import Foundation
import Networking
import Storage

/// The one image loader of every feature: an item's image through the cache, long-lived unless its server says.
public struct CachedImageLoader: APIImages {
    let remote: RemoteDataSource
    let fetcher: CachedFetcher

    /// Creates a loader through the App's client and cache.
    public init(remote: RemoteDataSource, fetcher: CachedFetcher) {
        self.remote = remote
        self.fetcher = fetcher
    }

    /// The image of the item `id` at `endpoint` (such as `Endpoint.avatar(characterID:)`); throws a `LoadFailure`.
    public func image(of id: Int, at endpoint: Endpoint, mode: FetchMode) async throws -> LoadedImage {
        do {
            let url = try remote.configuration.url(for: endpoint)
            let remote = remote
            let loaded = try await fetcher.load(
                key: url.absoluteString, policy: CachePolicy.longLived.in(mode),
                fetchAnswer: { try await remote.image(at: url, revalidating: $0) }, decode: { $0 })
            return LoadedImage(id: id, url: url, data: loaded.value, tier: DataTier(loaded.origin))
        } catch {
            throw LoadFailure(error)
        }
    }
}
