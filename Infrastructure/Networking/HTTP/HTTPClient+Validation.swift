import Foundation

extension HTTPClient {
    /// GETs `url` and returns the response when its status is 2xx; otherwise throws `.httpStatus` or `.rateLimited`.
    public func get(_ url: URL) async throws -> HTTPResponse {
        try await send(.get(url)).validated()
    }

    /// GETs `url`, validates the status and decodes the body as `T`; a decoding failure names the failing key path.
    public func getJSON<T: Decodable & Sendable>(
        _ type: T.Type,
        from url: URL,
        decoder: JSONDecoder = JSONDecoder()
    ) async throws -> T {
        let response = try await get(url)
        return try decodeJSON(type, from: response.body, url: url, decoder: decoder)
    }
}
