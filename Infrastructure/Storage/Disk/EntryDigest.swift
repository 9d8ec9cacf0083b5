/// The SHA-256 digest of a key: it names the key's entry file, so no key can reach outside the cache directory.
struct EntryDigest: Hashable, Sendable {
    private let word0: UInt64
    private let word1: UInt64
    private let word2: UInt64
    private let word3: UInt64

    static let fileExtension = ".entry"

    init(key: String) {
        var key = key
        self = key.withUTF8 { EntryDigest(keyBytes: UnsafeRawBufferPointer($0)) }
    }

    init(keyBytes: UnsafeRawBufferPointer) {
        (word0, word1, word2, word3) = SHA256.digest(keyBytes)
    }

    /// The digest an entry file's name spells, or nil when the name is not an entry file's.
    init?(fileName: String) {
        let hex = Array(fileName.utf8.dropLast(Self.fileExtension.utf8.count))
        guard fileName.hasSuffix(Self.fileExtension), hex.count == 64, hex.allSatisfy(Self.isLowercaseHex) else {
            return nil
        }
        let words = stride(from: 0, to: 64, by: 16).compactMap {
            UInt64(String(decoding: hex[$0..<($0 + 16)], as: UTF8.self), radix: 16)
        }
        guard words.count == 4 else { return nil }
        (word0, word1, word2, word3) = (words[0], words[1], words[2], words[3])
    }

    var fileName: String {
        let suffix = Array(Self.fileExtension.utf8)
        return String(unsafeUninitializedCapacity: 64 + suffix.count) { buffer in
            var position = 0
            for word in [word0, word1, word2, word3] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    let nibble = UInt8(truncatingIfNeeded: word >> UInt64(shift)) & 0xF
                    buffer[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                    position += 1
                }
            }
            for byte in suffix {
                buffer[position] = byte
                position += 1
            }
            return position
        }
    }

    private static func isLowercaseHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
