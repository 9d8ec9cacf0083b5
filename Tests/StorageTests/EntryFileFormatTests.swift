import Foundation
import Testing

@testable import Storage

@Suite("EntryFileFormat")
struct EntryFileFormatTests {
    // Entries written by earlier builds must still read, so any change to these bytes needs a new format version.
    @Test func anEntrysHeaderIsPinnedByteForByte() {
        let payload = Data("v".utf8)

        let prefix = payload.withUnsafeBytes { payload in
            EntryFileFormat.prefix(
                key: "k", payload: payload, storedAt: Date(timeIntervalSince1970: 1_700_000_000), expiresAt: nil)
        }

        // Magic, version 2, padding, last access, checksum, stored at, expiry (none), key length, flags, payload
        // length, then the key.
        let fields: [String] = [
            "524d4345", "0200", "0000", "000000401482c541", "863450aebeace668", "000000401482c541",
            "0000000000000000", "01000000", "00000000", "0100000000000000", "6b",
        ]
        let hex = prefix.map { String(format: "%02x", $0) }.joined()
        #expect(hex == fields.joined())
    }
}
