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
}

@Suite("StripeChecksum")
struct StripeChecksumTests {
    private let sample = [UInt8]((0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) })

    @Test func theChecksumIsStableAcrossVersionsOfTheCode() {
        // Entry files written by earlier builds must still verify: these values are part of the file format.
        #expect(checksum([], seed: 0) == Self.pinned.empty)
        #expect(checksum(sample, seed: 7) == Self.pinned.sample)
    }

    @Test func everySingleBitFlipChangesTheChecksum() {
        // 1,100 bytes: a whole kilobyte block (scrambled) and a zero-padded partial stripe.
        var bytes = Array(sample.prefix(1_100))
        let original = checksum(bytes, seed: 42)
        var checksums = Set<UInt64>()
        for bit in stride(from: 0, to: bytes.count * 8, by: 3) {
            bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            checksums.insert(checksum(bytes, seed: 42))
            bytes[bit / 8] ^= 1 << UInt8(bit % 8)
        }
        #expect(!checksums.contains(original))
        #expect(checksums.count == (bytes.count * 8 + 2) / 3)
    }

    @Test func truncationTrailingZerosAndTheSeedChangeTheChecksum() {
        let original = checksum(sample, seed: 1)

        #expect(checksum(Array(sample.dropLast()), seed: 1) != original)
        #expect(checksum(sample + [0], seed: 1) != original)
        #expect(checksum([0, 0], seed: 1) != checksum([0], seed: 1))
        #expect(checksum(sample, seed: 2) != original)
    }

    @Test func swappingTwoStripesChangesTheChecksum() {
        var swapped = sample
        swapped.replaceSubrange(0..<64, with: sample[64..<128])
        swapped.replaceSubrange(64..<128, with: sample[0..<64])

        #expect(checksum(swapped, seed: 0) != checksum(sample, seed: 0))
    }

    private static let pinned = (empty: UInt64(3_257_253_087_807_086_116), sample: UInt64(17_312_204_448_228_869_622))

    private func checksum(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        bytes.withUnsafeBytes { StripeChecksum.checksum($0, seed: seed) }
    }
}
