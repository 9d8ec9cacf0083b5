import Foundation
import Testing

@testable import Storage

@Suite("Hashing")
struct HashingTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "https://rickandmortyapi.com/api/character/?page=1",
            "14eb9e80573f29a461dc34e2186dd5df7890668dd5b13ddf8b7bd4cb169445c7"
        ),
    ])
    func entryFileNamesAreTheSHA256OfTheKey(key: String, hex: String) {
        #expect(EntryDigest(key: key).fileName == hex + ".entry")
    }

    @Test func sha256MatchesTheReferenceForMultiBlockInput() {
        let bytes = [UInt8]((0..<1_024).map { UInt8(truncatingIfNeeded: $0) })

        let digest = bytes.withUnsafeBytes { EntryDigest(keyBytes: $0) }

        #expect(digest.fileName == "785b0751fc2c53dc14a4ce3d800e69ef9ce1009eb327ccf458afe09c242c26c9.entry")
    }

    @Test func aFileNameParsesBackToItsDigestAndOtherNamesDoNot() {
        let digest = EntryDigest(key: "https://example.com/a")

        #expect(EntryDigest(fileName: digest.fileName) == digest)
        #expect(EntryDigest(fileName: digest.fileName.uppercased()) == nil)
        #expect(EntryDigest(fileName: "notes.txt") == nil)
        #expect(EntryDigest(fileName: String(repeating: "g", count: 64) + ".entry") == nil)
        #expect(EntryDigest(fileName: String(digest.fileName.dropFirst())) == nil)
    }

    @Test(arguments: [
        ([UInt8](), UInt64(0), UInt64(0xef46_db37_51d8_e999)),
        (Array("abc".utf8), 0, 0x44bc_2cf5_ad77_0999),
        (Array("The quick brown fox jumps over the lazy dog".utf8), 0, 0x0b24_2d36_1fda_71bc),
        ((0..<1_024).map { UInt8(truncatingIfNeeded: $0) }, 0, 0x6f39_14f1_8fe4_df57),
        ((0..<100).map { UInt8(truncatingIfNeeded: $0) }, 12_345, 0x028b_a1ae_2de4_de27),
    ])
    func xxHash64MatchesTheReferenceImplementation(bytes: [UInt8], seed: UInt64, expected: UInt64) {
        #expect(bytes.withUnsafeBytes { XXHash64.hash($0, seed: seed) } == expected)
    }
}
