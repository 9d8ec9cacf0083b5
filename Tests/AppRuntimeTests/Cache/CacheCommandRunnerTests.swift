import AppRuntime
import Console
import Foundation
import HeadlessHost
import Storage
import TestSupport
import Testing

@Suite("CacheCommandRunner")
struct CacheCommandRunnerTests {
    @Test func statsListsEntriesAndBytesPerTier() throws {
        let sut = try makeSUT()
        defer { sut.directory.remove() }
        try sut.disk.store(Data(repeating: 1, count: 1_000), forKey: "https://a.test/1", expiresAt: nil)
        try sut.disk.store(Data(repeating: 2, count: 2_000), forKey: "https://a.test/2", expiresAt: nil)
        sut.memory.store(Data(repeating: 3, count: 500), forKey: "https://a.test/3", expiresAt: nil)
        let diskBytes = try sut.disk.statistics().byteCount

        let code = sut.runner.run(.stats)

        #expect(code == .success)
        #expect(
            sut.output.lines == [
                "cache directory: \(sut.directory.url.path)",
                "  memory: 1 entry, 500 B",
                "  disk:   2 entries, \(Self.bytes(diskBytes))",
                "  total:  3 entries, \(Self.bytes(diskBytes + 500))",
            ]
        )
        #expect(sut.errors.text.isEmpty)
    }

    @Test func verifyOfAnIntactCacheSucceeds() throws {
        let sut = try makeSUT()
        defer { sut.directory.remove() }
        try sut.disk.store(Data("intact".utf8), forKey: "https://a.test/1", expiresAt: nil)

        let code = sut.runner.run(.verify)

        #expect(code == .success)
        #expect(
            sut.output.lines == [
                "cache verified: 1 intact, 0 expired and removed, 0 damaged and removed (\(sut.directory.url.path))"
            ])
    }

    @Test func verifyRemovesDamagedEntriesReportsThemAndFails() throws {
        let sut = try makeSUT()
        defer { sut.directory.remove() }
        try sut.disk.store(Data(repeating: 7, count: 100), forKey: "https://a.test/good", expiresAt: nil)
        try sut.disk.store(Data(repeating: 8, count: 100), forKey: "https://a.test/bad", expiresAt: nil)
        let damaged = try corruptTheEntryFile(of: "https://a.test/bad", in: sut)

        let code = sut.runner.run(.verify)

        #expect(code == .failure)
        #expect(sut.output.lines.count == 2)
        #expect(sut.output.lines.first?.hasPrefix("cache damaged: 1 intact, 0 expired and removed, 1 damaged") == true)
        #expect(sut.output.lines.last?.hasPrefix("  removed \(damaged):") == true)
        #expect(!FileManager.default.fileExists(atPath: sut.directory.url.appendingPathComponent(damaged).path))
        #expect(try DiskCache(directory: sut.directory.url).entry(forKey: "https://a.test/good") != nil)
        #expect(sut.runner.run(.verify) == .success)
    }

    @Test func clearEmptiesBothTiers() throws {
        let sut = try makeSUT()
        defer { sut.directory.remove() }
        try sut.disk.store(Data(repeating: 1, count: 10), forKey: "https://a.test/1", expiresAt: nil)
        sut.memory.store(Data(repeating: 1, count: 10), forKey: "https://a.test/1", expiresAt: nil)

        let code = sut.runner.run(.clear)

        #expect(code == .success)
        #expect(sut.output.lines.first?.hasPrefix("cache cleared: removed 2 entries") == true)
        #expect(try sut.disk.statistics().entryCount == 0)
        #expect(sut.memory.statistics().entryCount == 0)
        #expect(try DiskCache(directory: sut.directory.url).entry(forKey: "https://a.test/1") == nil)
    }

    @Test func withoutADiskTierEveryActionSaysSoAndSucceeds() {
        let output = TextBuffer()
        let sut = CacheCommandRunner(
            memory: MemoryCache(), disk: nil,
            printer: OutputPrinter(
                renderer: TextScreenRenderer(),
                streams: OutputStreams(standardOutput: output, standardError: TextBuffer())))

        #expect(sut.run(.stats) == .success)
        #expect(sut.run(.verify) == .success)
        #expect(sut.run(.clear) == .success)
        #expect(
            output.lines == [
                "cache directory: none (--no-cache)",
                "  memory: 0 entries, 0 B",
                "  disk:   disabled",
                "  total:  0 entries, 0 B",
                "cache verify: the disk cache is disabled (--no-cache); nothing to check",
                "cache cleared: removed 0 entries (0 B)",
            ]
        )
    }

    // MARK: - Helpers

    private struct SUT {
        let runner: CacheCommandRunner
        let memory: MemoryCache
        let disk: DiskCache
        let directory: TemporaryDirectory
        let output: TextBuffer
        let errors: TextBuffer
    }

    @Test func withJSONEachActionPrintsOneObjectNamingItsCommand() throws {
        let sut = try makeSUT(printsJSON: true)
        defer { sut.directory.remove() }
        try sut.disk.store(Data(repeating: 1, count: 10), forKey: "https://k/1", expiresAt: nil)

        _ = sut.runner.run(.stats)
        _ = sut.runner.run(.verify)
        _ = sut.runner.run(.clear)

        let objects = try sut.output.lines.filter { !$0.isEmpty }.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["command"] as? String } == ["cache stats", "cache verify", "cache clear"])
        #expect((objects[0]["disk"] as? [String: Int])?["entries"] == 1)
        #expect(objects[1]["healthy"] as? Bool == true)
        #expect(objects[1]["intact"] as? Int == 1)
        #expect(objects[2]["removedEntries"] as? Int == 1)
    }

    private func makeSUT(printsJSON: Bool = false) throws -> SUT {
        let directory = try TemporaryDirectory()
        let memory = MemoryCache()
        let disk = DiskCache(directory: directory.url)
        let output = TextBuffer()
        let errors = TextBuffer()
        let runner = CacheCommandRunner(
            memory: memory, disk: disk,
            printer: OutputPrinter(
                renderer: printsJSON ? JSONScreenRenderer() : TextScreenRenderer(),
                streams: OutputStreams(standardOutput: output, standardError: errors)))
        return SUT(runner: runner, memory: memory, disk: disk, directory: directory, output: output, errors: errors)
    }

    /// Flips the last byte of the one entry file holding `key`'s data, and returns the file's name.
    private func corruptTheEntryFile(of key: String, in sut: SUT) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: sut.directory.url.path)
        for name in names {
            let file = sut.directory.url.appendingPathComponent(name)
            var data = try Data(contentsOf: file)
            guard data.range(of: Data(key.utf8)) != nil, let last = data.indices.last else { continue }
            data[last] ^= 0xFF
            try data.write(to: file)
            return name
        }
        Issue.record("no entry file holds \(key)")
        return ""
    }

    private static func bytes(_ count: Int) -> String {
        count < 1_000 ? "\(count) B" : "\(Double(Int((Double(count) / 100).rounded())) / 10) kB"
    }
}
