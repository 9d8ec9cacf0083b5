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

    // Only RFC 3986 unreserved characters stay literal, plus `,` which the API's multi-id paths (`1,2,3`) use; every
    // other byte of the UTF-8 is written `%XX`.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func encode(_ text: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isLiteral(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func isLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: ","):
            true
        default: false
        }
    }
}
