import Foundation

/// A resource address relative to a configurable base URL: path components plus query items.
public struct Endpoint: Sendable, Hashable {
    /// The path components to append to the base URL's path, unencoded (`["character", "1,2,3"]`).
    public var pathComponents: [String]
    /// The query items, unencoded, in the order they are sent.
    public var queryItems: [URLQueryItem]

    /// Creates an endpoint.
    public init(pathComponents: [String], queryItems: [URLQueryItem] = []) {
        self.pathComponents = pathComponents
        self.queryItems = queryItems
    }

    /// The absolute URL of this endpoint below `baseURL`, keeping the base's own path (`.../api` + `character`).
    public func url(relativeTo baseURL: URL) throws(NetworkError) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else {
            throw .invalidURL(baseURL.absoluteString)
        }
        // One spelling of a server, so its URLs (and the cache's keys) are the same however `--api` was written.
        components.scheme = scheme
        components.host = host.lowercased()
        var path = components.percentEncodedPath
        while path.hasSuffix("/") {
            path.removeLast()
        }
        for component in pathComponents {
            path += "/" + Self.encode(component)
        }
        components.percentEncodedPath = path.isEmpty ? "/" : path
        components.percentEncodedQuery =
            queryItems.isEmpty
            ? nil
            : queryItems.map { Self.encode($0.name) + ($0.value.map { "=" + Self.encode($0) } ?? "") }
                .joined(separator: "&")
        components.fragment = nil
        guard let url = components.url else {
            throw .invalidURL(baseURL.absoluteString + "/" + pathComponents.joined(separator: "/"))
        }
        return url
    }

    // Only RFC 3986 unreserved characters stay literal, plus `,` which the API's multi-id paths (`1,2,3`) use.
    private static let literalCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,"
    )

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: literalCharacters) ?? text
    }
}
