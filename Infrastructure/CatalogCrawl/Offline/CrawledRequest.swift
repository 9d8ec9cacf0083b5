import APIReplica
import Foundation
import Networking

/// A request a crawled catalog can answer: a list (with any query) or items by id, below the server's base URL.
struct CrawledRequest: Hashable {
    /// The resource asked for.
    let resource: RickAndMortyAPI.Resource
    /// The target as the replica reads it: `/api/character?name=rick` or `/api/character/1,2`.
    let target: String

    /// The request `url` makes below `base`; nil for anything else (an image, another server, the index).
    init?(url: URL, base: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let baseComponents = URLComponents(url: base, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == baseComponents.scheme?.lowercased(),
            components.host?.lowercased() == baseComponents.host?.lowercased(), components.port == baseComponents.port
        else { return nil }
        var basePath = baseComponents.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        let path = components.percentEncodedPath
        guard path.hasPrefix(basePath + "/") else { return nil }
        let parts = path.dropFirst(basePath.count + 1).split(separator: "/", omittingEmptySubsequences: false)
        guard let first = parts.first, let resource = RickAndMortyAPI.Resource(rawValue: String(first)),
            parts.count == 1 || (parts.count == 2 && !parts[1].isEmpty && parts[1] != "avatar")
        else { return nil }
        self.resource = resource
        let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
        target = "/api/" + parts.joined(separator: "/") + query
    }
}
