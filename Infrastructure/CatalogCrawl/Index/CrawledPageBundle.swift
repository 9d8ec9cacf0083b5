import Foundation
import Storage

/// Crawled pages of one list kept together in one cache entry, each with its own dates and what its server said
/// about keeping it: a crawl writes a few bundles rather than a file per page, as creating files is where a crawl's
/// disk time goes.
///
/// Layout, little-endian: "RMCB", version (2 bytes), page count (4); then per page its number (4), stored-at (8, the
/// bit pattern of `timeIntervalSinceReferenceDate`), flags (1: bit 0 has expiry, bit 1 has a lifetime, bit 2
/// immutable), expires-at (8), lifetime in seconds (8), entity tag length (2), last-modified length (2), body length
/// (4), then the entity tag, the last-modified date and the body. The cache entry holding it carries the checksum.
struct CrawledPageBundle: Sendable {
    private static let magic: UInt32 = 0x4243_4D52  // "RMCB" read as a little-endian word
    private static let version: UInt16 = 1
    private static let headerSize = 10
    private static let recordHeaderSize = 37

    /// The pages held, by number.
    private(set) var pages: [Int: CacheEntry] = [:]

    /// Whether the bundle holds no page.
    var isEmpty: Bool { pages.isEmpty }

    /// The bytes of the pages' bodies.
    private(set) var bodyBytes = 0

    /// Adds page `number` (replacing one of the same number).
    mutating func add(_ number: Int, _ entry: CacheEntry) {
        bodyBytes += entry.data.count - (pages[number]?.data.count ?? 0)
        pages[number] = entry
    }

    /// Takes page `number` out; nil when the bundle does not hold it.
    mutating func remove(_ number: Int) -> CacheEntry? {
        guard let entry = pages.removeValue(forKey: number) else { return nil }
        bodyBytes -= entry.data.count
        return entry
    }

    /// The bundle as stored.
    var body: Data {
        var body = Data(capacity: Self.headerSize + bodyBytes + pages.count * (Self.recordHeaderSize + 64))
        body.appendLittleEndian(Self.magic)
        body.appendLittleEndian(Self.version)
        body.appendLittleEndian(UInt32(pages.count))
        for (number, entry) in pages.sorted(by: { $0.key < $1.key }) {
            let (tag, modified) = (
                Data((entry.caching.validators.entityTag ?? "").utf8),
                Data((entry.caching.validators.lastModified ?? "").utf8)
            )
            let flags: UInt8 =
                (entry.expiresAt == nil ? 0 : 1) | (entry.caching.lifetime == nil ? 0 : 2)
                | (entry.caching.isImmutable ? 4 : 0)
            body.appendLittleEndian(UInt32(number))
            body.appendLittleEndian(entry.storedAt.timeIntervalSinceReferenceDate.bitPattern)
            body.append(flags)
            body.appendLittleEndian((entry.expiresAt?.timeIntervalSinceReferenceDate ?? 0).bitPattern)
            body.appendLittleEndian(entry.caching.lifetime?.components.seconds ?? 0)
            body.appendLittleEndian(UInt16(tag.count))
            body.appendLittleEndian(UInt16(modified.count))
            body.appendLittleEndian(UInt32(entry.data.count))
            body.append(tag)
            body.append(modified)
            body.append(entry.data)
        }
        return body
    }

    /// Page `number` of a stored bundle, with the tier the bundle came from; nil when it does not hold it.
    static func page(_ number: Int, in data: Data, tier: CacheTier) throws(CrawlIndexError) -> CacheEntry? {
        var reader = ByteReader(data)
        guard reader.read(UInt32.self) == magic, reader.read(UInt16.self) == version,
            let count = reader.read(UInt32.self)
        else { throw .unreadable("not a bundle of crawled pages") }
        for _ in 0..<count {
            guard let record = reader.record() else { throw .unreadable("a bundle of crawled pages is cut short") }
            guard record.number == number else { continue }
            return CacheEntry(
                data: Data(data[record.body]), storedAt: record.storedAt, expiresAt: record.expiresAt, tier: tier,
                caching: record.caching)
        }
        return nil
    }
}

/// Reads a bundle's fields in order, each checked against the end.
private struct ByteReader {
    struct Record {
        var number: Int
        var storedAt: Date
        var expiresAt: Date?
        var caching: ResponseCaching
        var body: Range<Data.Index>
    }

    let data: Data
    var offset: Data.Index

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    mutating func read<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard data.endIndex - offset >= size else { return nil }
        var value = T.zero
        for index in 0..<size {
            value |= T(data[offset + index]) << (8 * index)
        }
        offset += size
        return value
    }

    mutating func bytes(_ count: Int) -> Range<Data.Index>? {
        guard count >= 0, data.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return offset..<(offset + count)
    }

    func text(_ range: Range<Data.Index>) -> String? {
        range.isEmpty ? nil : String(decoding: data[range], as: UTF8.self)
    }

    mutating func record() -> Record? {
        guard let number = read(UInt32.self), let storedAt = read(UInt64.self), let flags = read(UInt8.self),
            let expiresAt = read(UInt64.self), let lifetime = read(Int64.self), let tagCount = read(UInt16.self),
            let modifiedCount = read(UInt16.self), let bodyCount = read(UInt32.self),
            let tag = bytes(Int(tagCount)), let modified = bytes(Int(modifiedCount)), let body = bytes(Int(bodyCount))
        else { return nil }
        let caching = ResponseCaching(
            validators: CacheValidators(entityTag: text(tag), lastModified: text(modified)),
            lifetime: flags & 2 != 0 ? .seconds(max(0, lifetime)) : nil, isImmutable: flags & 4 != 0)
        return Record(
            number: Int(number), storedAt: Date(bits: storedAt),
            expiresAt: flags & 1 != 0 ? Date(bits: expiresAt) : nil,
            caching: caching, body: body)
    }
}

extension Data {
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

extension Date {
    fileprivate init(bits: UInt64) {
        let interval = Double(bitPattern: bits)
        self.init(timeIntervalSinceReferenceDate: interval.isFinite ? interval : -.greatestFiniteMagnitude)
    }
}
