import Foundation

/// Weak entity tags and conditional-GET freshness, as Express and `serve-static` use them.
enum EntityTag {
    /// A weak tag from the body's length and a 64-bit FNV-1a hash: `W/"1f4-8c2a…"`.
    static func weak(for body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        body.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
            }
        }
        return "W/\"\(String(body.count, radix: 16))-\(String(hash, radix: 16))\""
    }

    /// Whether the client's cached copy is still good (the `fresh` package's rules): `If-None-Match` names the
    /// tag (or `*`) and `If-Modified-Since` is not before `lastModified`, whichever of the two were sent.
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
            guard let lastModified, let since = HTTPHeaderDate.parse(modifiedSince), lastModified <= since else {
                return false
            }
        }
        return true
    }

    private static func strip(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }
}
