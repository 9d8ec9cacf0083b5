import Foundation
import LoopbackHTTP

/// Weak entity tags and conditional-GET freshness, as Express and `serve-static` use them.
enum EntityTag {
    /// The tag of `body` read without each occurrence of `address` (the server's own API base): the same data served
    /// at another port is an equivalent representation, so a client that files answers by their data (the App's
    /// embedded replica) can still revalidate them after a restart on another port.
    static func weak(for body: Data, leavingOut address: String = "") -> String {
        let needle = Array(address.utf8)
        let (count, hash) = body.withUnsafeBytes { bytes in
            var (count, hash, start) = (0, fnv1aBasis, 0)
            while start < bytes.count {
                let end = needle.isEmpty ? bytes.count : bytes.firstIndex(ofBytes: needle, from: start) ?? bytes.count
                hash = fnv1a(bytes[start..<end], from: hash)
                count += end - start
                start = end + needle.count
            }
            return (count, hash)
        }
        return "W/\"\(String(count, radix: 16))-\(String(hash, radix: 16))\""
    }

    static func fnv1a(_ bytes: some Sequence<UInt8>, from basis: UInt64 = fnv1aBasis) -> UInt64 {
        bytes.reduce(basis) { ($0 ^ UInt64($1)) &* 0x0100_0000_01b3 }
    }

    private static let fnv1aBasis: UInt64 = 0xcbf2_9ce4_8422_2325

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
