import Foundation

/// One `CachedFetcher` load's talk with the server: conditional while stored bytes can be confirmed, whole otherwise.
struct ServerExchange {
    /// What the server's answer comes to: the bytes and value to show, what to keep of its word, and the stored entry
    /// it confirmed (a 304), if it did.
    struct Outcome<Value> {
        var data: Data
        var value: Value
        var caching: ResponseCaching
        var confirmed: CacheEntry?
    }

    let key: String
    let stored: CacheEntry?
    let refetches: Int

    /// Asks until an answer decodes: a 304 whose stored bytes no longer decode is asked again unconditionally, a body
    /// that does not decode `refetches` more times; a 304 to an unconditional request throws.
    func answer<Value>(
        fetchAnswer: @Sendable (CacheValidators) async throws -> FetchedAnswer, decode: (Data) throws -> Value
    ) async throws -> Outcome<Value> {
        var validators = stored?.caching.validators ?? CacheValidators()
        var refetched = 0
        while true {
            switch try await fetchAnswer(validators) {
            case .notModified(let caching):
                guard let stored, !validators.isEmpty else { throw StorageError.unrequestedNotModified(key: key) }
                if let value = try? decode(stored.data) {
                    return Outcome(
                        data: stored.data, value: value, caching: stored.caching.updated(by: caching),
                        confirmed: stored)
                }
                validators = CacheValidators()
            case .body(let data, let caching):
                do {
                    return Outcome(data: data, value: try decode(data), caching: caching, confirmed: nil)
                } catch  where refetched < refetches && !Task.isCancelled {
                    refetched += 1
                }
            }
        }
    }
}
