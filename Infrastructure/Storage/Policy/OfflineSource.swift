/// Answers a key the network could not and no cache entry holds, from data kept earlier (a crawled catalog).
public protocol OfflineSource: Sendable {
    /// The answer for `key` once the network failed with `error`, nil when there is none; throws the failure the
    /// kept data implies (the API's 404 for a search that matches nothing).
    func answer(forKey key: String, after error: any Error) throws -> CachedData?
}
