import Foundation

/// The layout of an entry file: a fixed 56-byte header, the key's UTF-8 bytes, then the payload.
///
/// Header fields, little-endian: 0 magic "RMCE", 4 version, 6 reserved, 8 last access (updated in place, so it is
/// outside the checksum), 16 checksum, 24 stored-at, 32 expires-at, 40 key length, 44 flags (bit 0: has expiry),
/// 48 payload length. Dates are the bit patterns of `timeIntervalSinceReferenceDate`, so they read back exactly.
/// The checksum is `StripeChecksum` of the payload, seeded with `StripeChecksum` of bytes 24 up to the end of the key
/// (version 1 seeded it with xxHash64, so its files read as damaged).
enum EntryFileFormat {
    static let headerSize = 56
    static let lastAccessOffset = 8
    private static let magic: UInt32 = 0x4543_4D52  // "RMCE" read as a little-endian word
    private static let version: UInt16 = 2
    private static let checksumOffset = 16
    private static let checkedOffset = 24
    private static let hasExpiryFlag: UInt32 = 1

    struct Header {
        var lastAccess: Date
        var checksum: UInt64
        var storedAt: Date
        var expiresAt: Date?
        var keyLength: Int
        var payloadLength: Int
    }

    enum Defect: Error, Equatable, CustomStringConvertible {
        case tooShort(size: Int)
        /// Larger than any entry may be, so it is not read at all.
        case tooLarge(size: Int, limit: Int)
        case foreignMagic
        case unsupportedVersion(UInt16)
        case sizeMismatch(expected: Int, actual: Int)
        case checksumMismatch

        var description: String {
            switch self {
            case .tooShort(let size): "\(size) bytes is too short for an entry header"
            case .tooLarge(let size, let limit): "\(size) bytes is more than an entry may hold (\(limit) bytes)"
            case .foreignMagic: "not a cache entry (unknown magic number)"
            case .unsupportedVersion(let version): "unsupported entry format version \(version)"
            case .sizeMismatch(let expected, let actual):
                "truncated or padded: \(actual) bytes, header says \(expected)"
            case .checksumMismatch: "checksum mismatch: the contents are corrupt"
            }
        }
    }

    static func prefix(key: String, payload: UnsafeRawBufferPointer, storedAt: Date, expiresAt: Date?) -> [UInt8] {
        let keyBytes = Array(key.utf8)
        var prefix = [UInt8](repeating: 0, count: headerSize + keyBytes.count)
        prefix.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: magic.littleEndian, as: UInt32.self)
            bytes.storeBytes(of: version.littleEndian, toByteOffset: 4, as: UInt16.self)
            bytes.storeBytes(of: storedAt.bitPattern.littleEndian, toByteOffset: lastAccessOffset, as: UInt64.self)
            bytes.storeBytes(of: storedAt.bitPattern.littleEndian, toByteOffset: 24, as: UInt64.self)
            bytes.storeBytes(of: (expiresAt?.bitPattern ?? 0).littleEndian, toByteOffset: 32, as: UInt64.self)
            bytes.storeBytes(of: UInt32(keyBytes.count).littleEndian, toByteOffset: 40, as: UInt32.self)
            let flags = expiresAt == nil ? 0 : hasExpiryFlag
            bytes.storeBytes(of: flags.littleEndian, toByteOffset: 44, as: UInt32.self)
            bytes.storeBytes(of: UInt64(payload.count).littleEndian, toByteOffset: 48, as: UInt64.self)
            UnsafeMutableRawBufferPointer(rebasing: bytes[headerSize...]).copyBytes(from: keyBytes)
            let sum = checksum(checked: UnsafeRawBufferPointer(rebasing: bytes[checkedOffset...]), payload: payload)
            bytes.storeBytes(of: sum.littleEndian, toByteOffset: checksumOffset, as: UInt64.self)
        }
        return prefix
    }

    /// The header at the start of `bytes`, checking only its magic number and version.
    static func header(_ bytes: UnsafeRawBufferPointer) throws(Defect) -> Header {
        guard bytes.count >= headerSize else { throw .tooShort(size: bytes.count) }
        guard word(UInt32.self, bytes, 0) == magic else { throw .foreignMagic }
        let fileVersion = word(UInt16.self, bytes, 4)
        guard fileVersion == version else { throw .unsupportedVersion(fileVersion) }
        let hasExpiry = word(UInt32.self, bytes, 44) & hasExpiryFlag != 0
        return Header(
            lastAccess: Date(bitPattern: word(UInt64.self, bytes, lastAccessOffset)),
            checksum: word(UInt64.self, bytes, checksumOffset),
            storedAt: Date(bitPattern: word(UInt64.self, bytes, 24)),
            expiresAt: hasExpiry ? Date(bitPattern: word(UInt64.self, bytes, 32)) : nil,
            keyLength: Int(word(UInt32.self, bytes, 40)),
            payloadLength: Int(clamping: word(UInt64.self, bytes, 48))
        )
    }

    /// The header of a whole entry file, after checking its size and checksum.
    static func checkedHeader(_ file: UnsafeRawBufferPointer) throws(Defect) -> Header {
        let header = try header(file)
        let (expected, overflow) = (headerSize + header.keyLength).addingReportingOverflow(header.payloadLength)
        guard !overflow, expected == file.count else { throw .sizeMismatch(expected: expected, actual: file.count) }
        let payloadStart = headerSize + header.keyLength
        let sum = checksum(
            checked: UnsafeRawBufferPointer(rebasing: file[checkedOffset..<payloadStart]),
            payload: UnsafeRawBufferPointer(rebasing: file[payloadStart...])
        )
        guard sum == header.checksum else { throw .checksumMismatch }
        return header
    }

    static func lastAccessField(_ date: Date) -> UInt64 {
        date.bitPattern.littleEndian
    }

    private static func checksum(checked: UnsafeRawBufferPointer, payload: UnsafeRawBufferPointer) -> UInt64 {
        StripeChecksum.checksum(payload, seed: StripeChecksum.checksum(checked, seed: 0))
    }

    private static func word<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeRawBufferPointer, _ offset: Int) -> T
    {
        T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}

extension Date {
    fileprivate var bitPattern: UInt64 { timeIntervalSinceReferenceDate.bitPattern }

    fileprivate init(bitPattern: UInt64) {
        let interval = Double(bitPattern: bitPattern)
        self.init(timeIntervalSinceReferenceDate: interval.isFinite ? interval : -.greatestFiniteMagnitude)
    }
}
