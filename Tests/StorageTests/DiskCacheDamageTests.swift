import Foundation
import Testing

@testable import Storage

@Suite("DiskCache with damaged files")
struct DiskCacheDamageTests {
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case flippedPayloadByte, flippedHeaderDate, flippedKeyByte, truncated, extended, emptyFile, foreignContent
        case unknownVersion, previousVersion

        var testDescription: String { rawValue }

        func apply(to file: Data) -> Data {
            var bytes = [UInt8](file)
            switch self {
            case .flippedPayloadByte: bytes[bytes.count - 1] ^= 0x01
            case .flippedHeaderDate: bytes[25] ^= 0x80
            case .flippedKeyByte: bytes[EntryFileFormat.headerSize] ^= 0x20
            case .truncated: bytes.removeLast(bytes.count / 2)
            case .extended: bytes.append(0)
            case .emptyFile: bytes = []
            case .foreignContent: bytes = Array("{\"not\": \"a cache entry, but long enough to have a header\"}".utf8)
            case .unknownVersion: bytes[4] = 99
            // Version 1 seeded the checksum with xxHash64; its files are damage, refetched.
            case .previousVersion: bytes[4] = 1
            }
            return Data(bytes)
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedEntryReadsAsAMissAndIsRemoved(damage: Damage) async throws {
        try await withDiskCacheFixture { fixture in
            let key = "https://rickandmortyapi.com/api/character/1"
            try fixture.open().store(Data(repeating: 7, count: 1_000), forKey: key, expiresAt: nil)
            try fixture.overwrite(key, with: damage.apply(to: fixture.contents(of: key)))

            let sut = fixture.open()

            #expect(try sut.entry(forKey: key) == nil)
            #expect(!fixture.fileExists(for: key))
            try sut.store(Data("fresh".utf8), forKey: key, expiresAt: nil)
            #expect(try sut.entry(forKey: key)?.data == Data("fresh".utf8))
        }
    }

    @Test func theRecordedLastAccessIsOutsideTheChecksum() async throws {
        try await withDiskCacheFixture { fixture in
            try fixture.open().store(Data("x".utf8), forKey: "k", expiresAt: nil)
            var bytes = [UInt8](try fixture.contents(of: "k"))
            bytes[EntryFileFormat.lastAccessOffset] ^= 0xFF
            try fixture.overwrite("k", with: Data(bytes))

            #expect(try fixture.open().entry(forKey: "k")?.data == Data("x".utf8))
        }
    }

    @Test func anIntactEntryForAnotherKeyUnderThisKeysNameIsAMissNotWrongData() async throws {
        try await withDiskCacheFixture { fixture in
            try fixture.open().store(Data("value of a".utf8), forKey: "a", expiresAt: nil)
            // Simulates a hash collision: b's file holds a's entry.
            try fixture.overwrite("b", with: fixture.contents(of: "a"))

            let sut = fixture.open()

            #expect(try sut.entry(forKey: "b") == nil)
            #expect(try sut.entry(forKey: "a")?.data == Data("value of a".utf8))
        }
    }

    @Test func aDirectoryDeletedWhileRunningIsRecreatedOnTheNextWrite() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("before".utf8), forKey: "old", expiresAt: nil)

            fixture.directory.remove()

            #expect(try sut.entry(forKey: "old") == nil)
            try sut.store(Data("after".utf8), forKey: "new", expiresAt: nil)
            #expect(try sut.entry(forKey: "new")?.data == Data("after".utf8))
            #expect(try sut.statistics().entryCount == 1)
        }
    }

    @Test func aMissingDirectoryIsAnEmptyCacheUntilTheFirstWriteCreatesIt() async throws {
        try await withDiskCacheFixture { fixture in
            let nested = fixture.directory.url.appendingPathComponent("deeper/still", isDirectory: true)
            let sut = DiskCache(directory: nested)

            #expect(try sut.entry(forKey: "k") == nil)
            #expect(try sut.statistics() == CacheStatistics(entryCount: 0, byteCount: 0))
            #expect(!FileManager.default.fileExists(atPath: nested.path))

            try sut.store(Data("x".utf8), forKey: "k", expiresAt: nil)
            #expect(try sut.entry(forKey: "k")?.data == Data("x".utf8))
        }
    }

    @Test func aDirectoryThatCannotBeCreatedFailsTheWriteNamingThePath() async throws {
        try await withDiskCacheFixture { fixture in
            try Data("a file, not a directory".utf8).write(to: fixture.directory.url.appendingPathExtension("blocker"))
            let blocked = fixture.directory.url.appendingPathExtension("blocker").appendingPathComponent("cache")
            defer { try? FileManager.default.removeItem(at: fixture.directory.url.appendingPathExtension("blocker")) }
            let sut = DiskCache(directory: blocked)

            #expect {
                try sut.store(Data("x".utf8), forKey: "key-name", expiresAt: nil)
            } throws: { error in
                let message = String(describing: error)
                return message.contains("key-name") && message.contains(blocked.path)
            }
        }
    }
}
