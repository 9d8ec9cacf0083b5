import Foundation
import Networking

/// What `CachedJSONLoader` hands its fetcher for one endpoint: the cache key, the plain fetch, and the decoding.
struct JSONRequest<Value: Decodable & Sendable>: Sendable {
    /// The full URL, query included.
    let key: String
    /// The body the URL answers with, from the HTTP client.
    let fetch: @Sendable () async throws -> Data
    /// The body read as the value, refused when `check` throws.
    let decode: @Sendable (Data) throws -> Value

    /// The request of `url` over `client`; `check` refuses a decoded value (throwing its reason).
    init(url: URL, client: any HTTPClient, check: @escaping @Sendable (Value) throws -> Void) {
        key = url.absoluteString
        fetch = { try await client.get(url).body }
        decode = { data in
            let decoded = try decodeJSON(Value.self, from: data, url: url)
            try check(decoded)
            return decoded
        }
    }
}
