/// A short version of some content (FNV-1a, 64 bits, in hex): a part's version for live updates, an image's `ETag`.
public enum ContentVersion {
    /// The version of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> String {
        of(bytes: text.utf8)
    }

    /// The version of `bytes`.
    public static func of(bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
