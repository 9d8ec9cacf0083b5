import Foundation

/// What a conditional request sends so the server can answer 304 for stored bytes: the `ETag` and `Last-Modified`
/// the server sent with them.
///
/// A value longer than `maximumBytes`, empty, or holding anything but printable ASCII is dropped, never cut: a
/// validator is sent back as a header field, and a cut one would never match.
public struct CacheValidators: Sendable, Hashable {
    /// The longest validator kept, in UTF-8 bytes (an `ETag` is rarely 70, an HTTP date is 29).
    public static let maximumBytes = 256

    /// The `ETag` as the server sent it, sent back as `If-None-Match`; nil without one.
    public let entityTag: String?
    /// The `Last-Modified` date as the server sent it, sent back as `If-Modified-Since`; nil without one.
    public let lastModified: String?

    /// Creates validators from the header values a server sent, dropping any that cannot be kept.
    public init(entityTag: String? = nil, lastModified: String? = nil) {
        self.entityTag = Self.kept(entityTag)
        self.lastModified = Self.kept(lastModified)
    }

    /// Whether there is nothing to send, so a request for the answer cannot be conditional.
    public var isEmpty: Bool {
        entityTag == nil && lastModified == nil
    }

    // The value without spaces or tabs at either end, if what is left can be kept.
    private static func kept(_ value: String?) -> String? {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let bytes = value?.utf8, let first = bytes.firstIndex(where: { !isBlank($0) }),
            let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return nil }
        let kept = bytes[first...last]
        guard kept.count <= maximumBytes, kept.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return String(Substring(kept))
    }
}
