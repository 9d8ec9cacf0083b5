import Foundation

/// The layout of an entry file: a fixed header, the key's UTF-8 bytes, its validators' (`ETag`, then
/// `Last-Modified`), then the payload.
///
/// Header fields, little-endian: 0 magic "RMCE", 4 version, 6 reserved, 8 last access (updated in place, so it is
/// outside the checksum), 16 checksum, 24 stored-at, 32 expires-at, 40 key length, 44 flags (bit 0: has expiry, bit 1:
/// has a lifetime, bit 2: immutable), 48 payload length, 56 lifetime in seconds, 64 entity tag length, 66 last-modified
/// length, 68 reserved: 72 bytes. Dates are the bit patterns of `timeIntervalSinceReferenceDate`, so they read back
/// exactly. The checksum is `StripeChecksum` of the payload, seeded with `StripeChecksum` of bytes 24 up to the end of
/// the validators. Version 2 files, the first 56 bytes of this header and no validators, still read: as entries whose
/// server said nothing about keeping them (version 1 seeded the checksum with xxHash64, so its files read as damaged).
enum EntryFileFormat {
    /// The size of the header this build writes (version 3).
    static let headerSize = 72
    /// The size of the smallest header read (version 2).
    static let minimumHeaderSize = 56
    static let lastAccessOffset = 8
    private static let magic: UInt32 = 0x4543_4D52  // "RMCE" read as a little-endian word
    private static let version: UInt16 = 3
    private static let headerlessValidatorsVersion: UInt16 = 2
    private static let checksumOffset = 16
    private static let checkedOffset = 24
    private static let hasExpiryFlag: UInt32 = 1
    private static let hasLifetimeFlag: UInt32 = 2
    private static let immutableFlag: UInt32 = 4

    struct Header {
        var size: Int
        var lastAccess: Date
        var checksum: UInt64
        var storedAt: Date
        var expiresAt: Date?
        var keyLength: Int
        var payloadLength: Int
        var lifetime: Duration?
        var isImmutable: Bool
        var entityTagLength: Int
        var lastModifiedLength: Int

        var keyStart: Int { size }
        var validatorsStart: Int { size + keyLength }
        var payloadStart: Int { validatorsStart + entityTagLength + lastModifiedLength }
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

    /// The most bytes an entry's validators take.
    static let maximumValidatorBytes = 2 * CacheValidators.maximumBytes

    static func prefix(
        key: String, payload: UnsafeRawBufferPointer, storedAt: Date, expiresAt: Date?, caching: ResponseCaching
    ) -> [UInt8] {
        let keyBytes = Array(key.utf8)
        let entityTag = Array((caching.validators.entityTag ?? "").utf8)
        let lastModified = Array((caching.validators.lastModified ?? "").utf8)
        var prefix = [UInt8](repeating: 0, count: headerSize + keyBytes.count + entityTag.count + lastModified.count)
        prefix.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: magic.littleEndian, as: UInt32.self)
            bytes.storeBytes(of: version.littleEndian, toByteOffset: 4, as: UInt16.self)
            bytes.storeBytes(of: storedAt.bitPattern.littleEndian, toByteOffset: lastAccessOffset, as: UInt64.self)
            bytes.storeBytes(of: storedAt.bitPattern.littleEndian, toByteOffset: 24, as: UInt64.self)
            bytes.storeBytes(of: (expiresAt?.bitPattern ?? 0).littleEndian, toByteOffset: 32, as: UInt64.self)
            bytes.storeBytes(of: UInt32(keyBytes.count).littleEndian, toByteOffset: 40, as: UInt32.self)
            bytes.storeBytes(
                of: flags(expiresAt: expiresAt, caching: caching).littleEndian, toByteOffset: 44, as: UInt32.self)
            bytes.storeBytes(of: UInt64(payload.count).littleEndian, toByteOffset: 48, as: UInt64.self)
            let seconds = caching.lifetime.map { $0.components.seconds } ?? 0
            bytes.storeBytes(of: seconds.littleEndian, toByteOffset: 56, as: Int64.self)
            bytes.storeBytes(of: UInt16(entityTag.count).littleEndian, toByteOffset: 64, as: UInt16.self)
            bytes.storeBytes(of: UInt16(lastModified.count).littleEndian, toByteOffset: 66, as: UInt16.self)
            UnsafeMutableRawBufferPointer(rebasing: bytes[headerSize...]).copyBytes(
                from: keyBytes + entityTag + lastModified)
            let sum = checksum(checked: UnsafeRawBufferPointer(rebasing: bytes[checkedOffset...]), payload: payload)
            bytes.storeBytes(of: sum.littleEndian, toByteOffset: checksumOffset, as: UInt64.self)
        }
        return prefix
    }

    private static func flags(expiresAt: Date?, caching: ResponseCaching) -> UInt32 {
        (expiresAt == nil ? 0 : hasExpiryFlag) | (caching.lifetime == nil ? 0 : hasLifetimeFlag)
            | (caching.isImmutable ? immutableFlag : 0)
    }

    /// The header at the start of `bytes`, checking only its magic number, version and size.
    static func header(_ bytes: UnsafeRawBufferPointer) throws(Defect) -> Header {
        guard bytes.count >= minimumHeaderSize else { throw .tooShort(size: bytes.count) }
        guard word(UInt32.self, bytes, 0) == magic else { throw .foreignMagic }
        let fileVersion = word(UInt16.self, bytes, 4)
        guard fileVersion == version || fileVersion == headerlessValidatorsVersion else {
            throw .unsupportedVersion(fileVersion)
        }
        let isCurrent = fileVersion == version
        guard !isCurrent || bytes.count >= headerSize else { throw .tooShort(size: bytes.count) }
        let flags = word(UInt32.self, bytes, 44)
        let hasLifetime = isCurrent && flags & hasLifetimeFlag != 0
        return Header(
            size: isCurrent ? headerSize : minimumHeaderSize,
            lastAccess: Date(bitPattern: word(UInt64.self, bytes, lastAccessOffset)),
            checksum: word(UInt64.self, bytes, checksumOffset),
            storedAt: Date(bitPattern: word(UInt64.self, bytes, 24)),
            expiresAt: flags & hasExpiryFlag != 0 ? Date(bitPattern: word(UInt64.self, bytes, 32)) : nil,
            keyLength: Int(word(UInt32.self, bytes, 40)),
            payloadLength: Int(clamping: word(UInt64.self, bytes, 48)),
            lifetime: hasLifetime ? .seconds(max(0, word(Int64.self, bytes, 56))) : nil,
            isImmutable: isCurrent && flags & immutableFlag != 0,
            entityTagLength: isCurrent ? Int(word(UInt16.self, bytes, 64)) : 0,
            lastModifiedLength: isCurrent ? Int(word(UInt16.self, bytes, 66)) : 0
        )
    }

    /// The header of a whole entry file, after checking its size and checksum.
    static func checkedHeader(_ file: UnsafeRawBufferPointer) throws(Defect) -> Header {
        let header = try header(file)
        let (expected, overflow) = header.payloadStart.addingReportingOverflow(header.payloadLength)
        guard !overflow, expected == file.count else { throw .sizeMismatch(expected: expected, actual: file.count) }
        let sum = checksum(
            checked: UnsafeRawBufferPointer(rebasing: file[checkedOffset..<header.payloadStart]),
            payload: UnsafeRawBufferPointer(rebasing: file[header.payloadStart...])
        )
        guard sum == header.checksum else { throw .checksumMismatch }
        return header
    }

    /// What the server said about keeping the entry of a checked `file` with `header`.
    static func caching(_ file: UnsafeRawBufferPointer, _ header: Header) -> ResponseCaching {
        func text(from start: Int, count: Int) -> String? {
            count == 0 ? nil : String(decoding: file[start..<(start + count)], as: UTF8.self)
        }
        let tagStart = header.validatorsStart
        let validators = CacheValidators(
            entityTag: text(from: tagStart, count: header.entityTagLength),
            lastModified: text(from: tagStart + header.entityTagLength, count: header.lastModifiedLength))
        return ResponseCaching(validators: validators, lifetime: header.lifetime, isImmutable: header.isImmutable)
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
