import FeatureDomain
import Foundation
import Networking
import Storage

/// The one image loader of every feature: an item's image through the cache, long-lived unless its server says.
public struct CachedImageLoader: ImageLoader {
    let remote: RemoteDataSource
    let fetcher: CachedFetcher
    let endpoint: @Sendable (Int) -> Endpoint

    /// Creates a loader of the image `endpoint` names for an item id (such as `Endpoint.avatar(characterID:)`).
    public init(remote: RemoteDataSource, fetcher: CachedFetcher, endpoint: @escaping @Sendable (Int) -> Endpoint) {
        self.remote = remote
        self.fetcher = fetcher
        self.endpoint = endpoint
    }

    /// The image of the item `id`; throws a `LoadFailure`.
    public func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        do {
            let url = try remote.configuration.url(for: endpoint(id))
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
