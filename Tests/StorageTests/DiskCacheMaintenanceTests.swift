import Foundation
import Testing

@testable import Storage

@Suite("DiskCache statistics, verify and clear")
struct DiskCacheMaintenanceTests {
    @Test func statisticsCountEntryFilesAndTheirBytesOnly() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data(count: 100), forKey: "a", expiresAt: nil)
            try sut.store(Data(count: 50), forKey: "bb", expiresAt: nil)
            try Data("mine".utf8).write(to: fixture.directory.file("notes.txt"))
            try Data("half".utf8).write(to: fixture.directory.file(".rmc-1-1.tmp"))

            let statistics = try sut.statistics()

            let expectedBytes =
                DiskCacheFixture.fileSize(key: "a", payloadSize: 100)
                + DiskCacheFixture.fileSize(key: "bb", payloadSize: 50)
            #expect(statistics == CacheStatistics(entryCount: 2, byteCount: expectedBytes))
        }
    }

    @Test func verifyRemovesDamagedAndExpiredEntriesAndListsTheDamagedOnes() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            try sut.store(Data("b".utf8), forKey: "b", expiresAt: nil)
            try sut.store(Data("c".utf8), forKey: "c", expiresAt: fixture.clock.date.addingTimeInterval(5))
            try sut.store(Data("d".utf8), forKey: "d", expiresAt: nil)
            var damaged = [UInt8](try fixture.contents(of: "b"))
            damaged[damaged.count - 1] ^= 1
            try fixture.overwrite("b", with: Data(damaged))
            try fixture.overwrite("misnamed", with: fixture.contents(of: "d"))
            fixture.clock.advance(by: .seconds(5))

            let report = try sut.verify()

            #expect(report.intactCount == 2)
            #expect(report.expiredCount == 1)
            #expect(!report.isHealthy)
            let removed = Dictionary(uniqueKeysWithValues: report.removedFiles.map { ($0.name, $0.problem) })
            #expect(removed[fixture.file(for: "b").lastPathComponent]?.contains("checksum") == true)
            #expect(removed[fixture.file(for: "misnamed").lastPathComponent]?.contains("different key") == true)
            #expect(removed.count == 2)
            #expect(
                fixture.directory.fileNames()
                    == [fixture.file(for: "a"), fixture.file(for: "d")].map(\.lastPathComponent).sorted())
            #expect(try sut.verify() == CacheVerificationReport(intactCount: 2, expiredCount: 0, removedFiles: []))
        }
    }

    @Test func removeAllRemovesEntriesAndTemporaryFilesButNotOtherFiles() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            try sut.store(Data("b".utf8), forKey: "b", expiresAt: nil)
            try Data("half".utf8).write(to: fixture.directory.file(".rmc-1-1.tmp"))
            try Data("mine".utf8).write(to: fixture.directory.file("notes.txt"))

            try sut.removeAll()

            #expect(fixture.directory.fileNames() == ["notes.txt"])
            #expect(try sut.statistics() == CacheStatistics(entryCount: 0, byteCount: 0))
        }
    }

    @Test func maintenanceOnAMissingDirectorySucceedsAndFindsNothing() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()

            #expect(try sut.verify() == CacheVerificationReport(intactCount: 0, expiredCount: 0, removedFiles: []))
            try sut.removeAll()
            #expect(try sut.statistics() == CacheStatistics(entryCount: 0, byteCount: 0))
        }
    }
}
