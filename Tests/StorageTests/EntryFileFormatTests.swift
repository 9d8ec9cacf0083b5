import Foundation
import Testing

@testable import Storage

@Suite("EntryFileFormat")
struct EntryFileFormatTests {
    private let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

    // Entries written by earlier builds must still read, so any change to these bytes needs a new format version.
    @Test func anEntrysHeaderIsPinnedByteForByte() {
        let payload = Data("v".utf8)
        let caching = ResponseCaching(validators: CacheValidators(entityTag: "\"e\""), lifetime: .seconds(60))

        let prefix = payload.withUnsafeBytes { payload in
            EntryFileFormat.prefix(key: "k", payload: payload, storedAt: storedAt, expiresAt: nil, caching: caching)
        }

        // Magic, version 3, padding, last access, checksum, stored at, expiry (none), key length, flags (a lifetime),
        // payload length, lifetime, entity tag length, last-modified length, padding, then the key and the entity tag.
        let fields: [String] = [
            "524d4345", "0300", "0000", "000000401482c541", "b3aa6ee8d477c28e", "000000401482c541",
            "0000000000000000", "01000000", "02000000", "0100000000000000", "3c00000000000000", "0300", "0000",
            "00000000", "6b", "226522",
        ]
        let hex = prefix.map { String(format: "%02x", $0) }.joined()
        #expect(hex == fields.joined())
    }

    @Test func aVersion2EntryReadsAsOneWhoseServerSaidNothing() throws {
        // The bytes the previous build wrote for key "k" and payload "v" (its pinned header, then the payload).
        let hex =
            "524d4345" + "0200" + "0000" + "000000401482c541" + "863450aebeace668" + "000000401482c541"
            + "0000000000000000" + "01000000" + "00000000" + "0100000000000000" + "6b" + "76"
        let file = Data(hexadecimal: hex)

        let (header, caching) = try file.withUnsafeBytes { file in
            let header = try EntryFileFormat.checkedHeader(file)
            return (header, EntryFileFormat.caching(file, header))
        }

        #expect(header.storedAt == storedAt)
        #expect(header.payloadStart == file.count - 1)
        #expect(caching == .unspecified)
    }

    @Test func whatTheServerSaidReadsBackExactly() throws {
        let caching = ResponseCaching(
            validators: CacheValidators(entityTag: "W/\"2a-1f\"", lastModified: "Sat, 05 Nov 2022 00:00:00 GMT"),
            lifetime: .seconds(7_776_000), isImmutable: true)
        let file = Data("payload".utf8).withUnsafeBytes { payload in
            Data(
                EntryFileFormat.prefix(
                    key: "key", payload: payload, storedAt: storedAt, expiresAt: nil, caching: caching))
                + Data("payload".utf8)
        }

        let read = try file.withUnsafeBytes { file in
            EntryFileFormat.caching(file, try EntryFileFormat.checkedHeader(file))
        }

        #expect(read == caching)
    }
}

extension Data {
    fileprivate init(hexadecimal: String) {
        let digits = Array(hexadecimal.utf8)
        self.init(
            stride(from: 0, to: digits.count, by: 2).compactMap { index in
                UInt8(String(decoding: digits[index..<(index + 2)], as: UTF8.self), radix: 16)
            })
    }
}
