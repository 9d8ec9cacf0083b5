import Foundation
import LoopbackHTTP

/// Weak entity tags and conditional-GET freshness, as Express and `serve-static` use them.
enum EntityTag {
    static func weak(for body: Data) -> String {
        "W/\"\(String(body.count, radix: 16))-\(String(fnv1a(body), radix: 16))\""
    }

    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0100_0000_01b3 }
    }

    // The `fresh` package's rules, as Express applies them.
    static func isFresh(_ request: HTTPServerRequest, etag: String?, lastModified: Date? = nil) -> Bool {
        let noneMatch = request.header("If-None-Match")
        let modifiedSince = request.header("If-Modified-Since")
        guard noneMatch != nil || modifiedSince != nil else { return false }
        if let cacheControl = request.header("Cache-Control"), cacheControl.contains("no-cache") { return false }
        if let noneMatch, noneMatch.trimmingCharacters(in: .whitespaces) != "*" {
            guard let etag else { return false }
            let listed = noneMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard listed.contains(where: { strip($0) == strip(etag) }) else { return false }
        }
        if let modifiedSince {
            guard let lastModified, let since = HTTPDate.parse(modifiedSince), lastModified <= since else {
                return false
            }
        }
        return true
    }

    private static func strip(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }
}
