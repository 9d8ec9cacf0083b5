import Foundation
import TestSupport
import Testing

@testable import Storage

/// A cache directory is shared with whatever else can write there: FIFOs, links out of the cache, directories and
/// half-written files in the places of entries must neither block nor mislead the cache, and `verify` clears them.
@Suite("DiskCache with things other than entry files in its directory", .hangGuard)
struct DiskCacheHostileFilesTests {
    @Test func verifyRemovesAFIFONamedLikeAnEntryWithoutOpeningIt() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            let fifo = fixture.file(for: "fifo")
            try HostileFiles.makeFIFO(at: fifo)

            let report = try await onDedicatedThread { try sut.verify() }

            #expect(report.intactCount == 1)
            #expect(report.removedFiles == [.init(name: fifo.lastPathComponent, problem: "a FIFO, not a regular file")])
            #expect(!HostileFiles.exists(fifo))
        }
    }

    @Test func verifyRemovesALinkNamedLikeAnEntryButNotWhatItPointsTo() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            let outside = fixture.directory.url.deletingLastPathComponent()
                .appendingPathComponent("outside-\(UUID().uuidString)")
            try fixture.contents(of: "a").write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            let link = fixture.file(for: "link")
            try HostileFiles.makeSymbolicLink(at: link, to: outside)

            let report = try sut.verify()

            #expect(report.removedFiles.map(\.problem) == ["a symbolic link, not a regular file"])
            #expect(!HostileFiles.exists(link))
            #expect(FileManager.default.fileExists(atPath: outside.path))
        }
    }

    @Test func verifyRemovesADirectoryInAnEntrysPlaceWithWhatItHolds() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            let directory = fixture.file(for: "directory")
            try HostileFiles.makeDirectory(at: directory)

            let report = try await onDedicatedThread { try sut.verify() }

            #expect(report.removedFiles.map(\.problem) == ["a directory, not a regular file"])
            #expect(!HostileFiles.exists(directory))
            #expect(try sut.verify() == CacheVerificationReport(intactCount: 1, expiredCount: 0, removedFiles: []))
        }
    }

    @Test func verifyRemovesTemporaryFilesOlderThanAMinuteByItsClockAndAnyThatIsNotARegularFile() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            // Written by this process, which is running: only their age or kind tells a leftover.
            let writer = getpid()
            let leftover = fixture.directory.file(".rmc-\(writer)-7.tmp")
            let inFlight = fixture.directory.file(".rmc-\(writer)-8.tmp")
            let fifo = fixture.directory.file(".rmc-\(writer)-9.tmp")
            try fixture.makeDirectory()
            try Data("half an entry".utf8).write(to: leftover)
            try Data("being written".utf8).write(to: inFlight)
            try HostileFiles.makeFIFO(at: fifo)
            try HostileFiles.setModified(leftover, to: fixture.clock.date.addingTimeInterval(-61))
            try HostileFiles.setModified(inFlight, to: fixture.clock.date.addingTimeInterval(-59))

            let report = try await onDedicatedThread { try sut.verify() }

            #expect(
                report.leftoverFiles == [
                    .init(name: ".rmc-\(writer)-7.tmp", problem: "leftover of an interrupted write")
                ])
            #expect(report.removedFiles == [.init(name: ".rmc-\(writer)-9.tmp", problem: "a FIFO, not a regular file")])
            #expect(fixture.directory.fileNames() == [".rmc-\(writer)-8.tmp"])
        }
    }

    @Test func aReadNeverFollowsALinkThatReplacedAnEntry() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("cached".utf8), forKey: "k", expiresAt: nil)
            let outside = fixture.directory.url.deletingLastPathComponent()
                .appendingPathComponent("outside-\(UUID().uuidString)")
            try fixture.contents(of: "k").write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            try FileManager.default.removeItem(at: fixture.file(for: "k"))
            try HostileFiles.makeSymbolicLink(at: fixture.file(for: "k"), to: outside)

            let entry = try sut.entry(forKey: "k")

            #expect(entry == nil, "a valid entry outside the cache is never read through a link")
            #expect(!HostileFiles.exists(fixture.file(for: "k")))
            #expect(FileManager.default.fileExists(atPath: outside.path))
        }
    }

    @Test func aReadNeverWaitsOnAFIFOThatReplacedAnEntry() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("cached".utf8), forKey: "k", expiresAt: nil)
            try FileManager.default.removeItem(at: fixture.file(for: "k"))
            try HostileFiles.makeFIFO(at: fixture.file(for: "k"))

            let entry = try await onDedicatedThread { try sut.entry(forKey: "k") }

            #expect(entry == nil)
            #expect(!HostileFiles.exists(fixture.file(for: "k")))
        }
    }

    @Test func anEntryIsStoredOverADirectoryInItsPlace() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try fixture.makeDirectory()
            try HostileFiles.makeDirectory(at: fixture.file(for: "k"))

            try sut.store(Data("fresh".utf8), forKey: "k", expiresAt: nil)

            #expect(try sut.entry(forKey: "k")?.data == Data("fresh".utf8))
        }
    }

    @Test func statisticsCountOnlyRegularEntryFiles() async throws {
        try await withDiskCacheFixture { fixture in
            let sut = fixture.open()
            try sut.store(Data("a".utf8), forKey: "a", expiresAt: nil)
            try HostileFiles.makeFIFO(at: fixture.file(for: "fifo"))
            try HostileFiles.makeDirectory(at: fixture.file(for: "directory"))

            let statistics = try await onDedicatedThread { try sut.statistics() }

            #expect(statistics.entryCount == 1)
        }
    }

    @Test func aCacheDirectoryThatIsARegularFileIsUnavailableNotEmpty() async throws {
        try await withTemporaryDirectory { root in
            try FileManager.default.createDirectory(at: root.url, withIntermediateDirectories: true)
            let file = root.file("not-a-directory")
            try Data("mine".utf8).write(to: file)
            let sut = DiskCache(directory: file)

            #expect(throws: StorageError.self) { try sut.verify() }
            #expect(throws: StorageError.self) { try sut.statistics() }
            #expect(throws: StorageError.self) { try sut.store(Data("x".utf8), forKey: "k", expiresAt: nil) }
            #expect(try Data(contentsOf: file) == Data("mine".utf8))
        }
    }
}

extension DiskCacheFixture {
    /// Creates the cache directory before the cache writes anything.
    func makeDirectory() throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    }
}
