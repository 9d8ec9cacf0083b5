import Foundation
import Storage
import StorageCrashWriter
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DiskCache after a crash")
struct CrashSafetyTests {
    @Test func entriesWrittenByAProcessKilledMidWriteReadBackIntactOrNotAtAll() async throws {
        try await withTemporaryDirectory { directory in
            let executable = try #require(CrashWriter.executable, "StorageCrashWriter is not beside the test bundle")
            for round in 0..<3 {
                // The writer is driven from its own thread: waiting on a child process must not hold a pool thread.
                let writes = try await onDedicatedThread { [self] in
                    try CrashWriter.runThenKill(executable, directory: directory.url, afterWrites: 250 + 70 * round) {
                        // Meanwhile, a second process's view: every entry it can read is intact.
                        try expectEveryReadableEntryIsIntact(in: directory)
                    }
                }
                #expect(writes >= 250)
            }

            let readable = try expectEveryReadableEntryIsIntact(in: directory)
            #expect(readable == CrashWriterPayload.defaultKeyCount)
            let report = try DiskCache(directory: directory.url).verify()
            #expect(report.isHealthy, "\(report.removedFiles)")
            #expect(report.intactCount == CrashWriterPayload.defaultKeyCount)
        }
    }

    @discardableResult
    private func expectEveryReadableEntryIsIntact(in directory: TemporaryDirectory) throws -> Int {
        let cache = DiskCache(directory: directory.url)
        var readable = 0
        for index in 0..<CrashWriterPayload.defaultKeyCount {
            let key = CrashWriterPayload.key(index)
            guard let entry = try cache.entry(forKey: key) else { continue }
            #expect(CrashWriterPayload.isIntact(entry.data, key: key), "entry \(index) is damaged")
            readable += 1
        }
        return readable
    }
}

/// Runs the `StorageCrashWriter` executable, which is built beside this test bundle.
enum CrashWriter {
    static let executable: URL? = {
        let candidates = [
            Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]),
        ]
        for start in candidates.compactMap({ $0 }) {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = directory.appendingPathComponent("StorageCrashWriter")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// Starts the writer on `directory` (a cache, or with `userData` a user-data store), waits for `count` completed
    /// writes (running `meanwhile` every 50), kills it with SIGKILL and returns how many writes it reported.
    static func runThenKill(
        _ executable: URL, directory: URL, userData: Bool = false, afterWrites count: Int,
        meanwhile: () throws -> Void = {}
    ) throws -> Int {
        let process = Process()
        process.executableURL = executable
        process.arguments = (userData ? ["--user-data"] : []) + [directory.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        var lines = 0
        var pending = Data()
        while lines < count {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            pending.append(chunk)
            let newlines = pending.count { $0 == UInt8(ascii: "\n") }
            if lines / 50 != (lines + newlines) / 50 { try meanwhile() }
            lines += newlines
            pending.removeAll(keepingCapacity: true)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return lines
    }
}
