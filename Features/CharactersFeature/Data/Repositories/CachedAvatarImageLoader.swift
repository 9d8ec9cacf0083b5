import FeatureData
import FeatureDomain
import Storage

/// Loads avatars through the saved data under the long-lived policy (images never change), reporting whether the
/// bytes came from the network, memory or disk; once saved, an avatar loads offline.
struct CachedAvatarImageLoader: AvatarImageLoader {
    let source: HTTPAvatarImageSource
    let fetcher: CachedFetcher
    let policy: CachePolicy

    init(source: HTTPAvatarImageSource, fetcher: CachedFetcher, policy: CachePolicy = .longLived) {
        self.source = source
        self.fetcher = fetcher
        self.policy = policy
    }

    func loadAvatar(characterID: Int, mode: FetchMode) async throws -> AvatarImage {
        do {
            let url = try source.url(forCharacter: characterID)
            let source = source
            let loaded = try await fetcher.load(key: url.absoluteString, policy: mode.policy(basedOn: policy)) {
                try await source.imageData(from: url)
            }
            return AvatarImage(characterID: characterID, data: loaded.data, origin: ImageOrigin(loaded.origin))
        } catch let error as AvatarImageError {
            throw error
        } catch {
            // Above Data, failures are the domain's: the network's and the cache's become `LoadFailure`s.
            throw LoadFailure(error)
        }
    }
}
