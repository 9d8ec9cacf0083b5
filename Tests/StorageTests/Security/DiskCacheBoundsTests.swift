import Foundation
import TestSupport
import Testing

@testable import Storage

/// What a disk holds cannot make the cache allocate more than an entry may hold, and no temporary file outlives its
/// writer.
@Suite("DiskCache bounds on files and leftovers")
struct DiskCacheBoundsTests {
    @Test func aFileLargerThanAnyEntryReadsAsAMissAndIsRemovedWithoutBeingRead() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = makeSUT(fixture, maximumPayloadBytes: 1024)
            try sut.store(Data("small".utf8), forKey: "k", expiresAt: nil)
            try HostileFiles.grow(fixture.file(for: "k"), to: 64 << 30)

            #expect(try sut.entry(forKey: "k") == nil)
            #expect(!fixture.fileExists(for: "k"))
        }
    }

    @Test func verifyRemovesAFileLargerThanAnyEntryNamingItsSize() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = makeSUT(fixture, maximumPayloadBytes: 1024)
            try sut.store(Data("small".utf8), forKey: "k", expiresAt: nil)
            try HostileFiles.grow(fixture.file(for: "k"), to: 64 << 30)

            let report = try sut.verify()

            let limit =
                EntryFileFormat.headerSize + DiskCache.maximumKeyBytes + EntryFileFormat.maximumValidatorBytes + 1024
            #expect(
                report.removedFiles == [
                    .init(
                        name: fixture.file(for: "k").lastPathComponent,
                        problem: "68719476736 bytes is more than an entry may hold (\(limit) bytes)")
                ])
            #expect(!report.isHealthy)
        }
    }

    @Test func aPayloadOverTheLimitIsNotKept() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = makeSUT(fixture, maximumPayloadBytes: 16)
            try sut.store(Data("kept".utf8), forKey: "k", expiresAt: nil)

            try sut.store(Data(count: 17), forKey: "k", expiresAt: nil)

            #expect(try sut.entry(forKey: "k") == nil)
            #expect(!fixture.fileExists(for: "k"))
        }
    }

    @Test func verifyReportsAndRemovesATemporaryFileWhoseWriterIsGoneHoweverYoungAsALeftoverNotDamage() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = makeSUT(fixture)
            let writer = try endedProcessID()
            try fixture.makeDirectory()
            try Data().write(to: fixture.directory.file(".rmc-\(writer)-3.tmp"))

            let report = try sut.verify()

            #expect(
                report.leftoverFiles == [
                    .init(
                        name: ".rmc-\(writer)-3.tmp",
                        problem: "leftover of an interrupted write (its writer, process \(writer), is gone)")
                ])
            #expect(report.isHealthy)
            #expect(fixture.directory.fileNames().isEmpty)
        }
    }

    @Test func theFirstWriteOfAProcessSweepsTemporaryFilesOfWritersThatAreGone() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = makeSUT(fixture)
            let gone = ".rmc-\(try endedProcessID())-1.tmp"
            let running = ".rmc-\(getpid())-999999.tmp"
            try fixture.makeDirectory()
            try Data().write(to: fixture.directory.file(gone))
            try Data().write(to: fixture.directory.file(running))

            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)

            #expect(fixture.directory.fileNames() == [fixture.file(for: "a").lastPathComponent, running].sorted())
        }
    }

    private func makeSUT(_ fixture: DiskCacheFixture, maximumPayloadBytes: Int = 1 << 20) -> DiskCache {
        DiskCache(
            directory: fixture.directory.url, maximumPayloadBytes: maximumPayloadBytes, now: fixture.clock.dateProvider)
    }

    /// The id of a process that has ended and been reaped, so no process has it for now.
    private func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
