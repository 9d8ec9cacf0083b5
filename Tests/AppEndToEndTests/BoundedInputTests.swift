import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AppEndToEnd.ScriptLane {
    /// Input of any size costs bounded memory: lines, cache files and paths that are not what they should be are
    /// refused, naming what is wrong.
    @Suite("App: bounded input")
    struct BoundedInputTests {
        static let longLine = String(repeating: "x", count: 200 * 1024)

        @Test func aScriptLineLongerThan64KBIsBadInputNamingTheLine() async throws {
            let file = try ScriptFile("characters\n\(Self.longLine)\n")
            defer { file.remove() }

            let run = try await AppProcess.run(["demo", file.path, "--no-cache"])

            #expect(run.status == 2, "\(run)")
            #expect(run.standardError.contains("line 2: the line is longer than 65536 bytes"), "\(run)")
        }

        @Test func aShellLineLongerThan64KBIsAnErrorLineAndTheShellGoesOn() async throws {
            let run = try await AppProcess.run(
                ["shell", "--no-cache"], input: "\(Self.longLine)\nhelp next\n")

            #expect(run.standardError.contains("the line is longer than 65536 bytes"), "\(run)")
            #expect(run.standardOutput.contains("next"), "the shell read the next line: \(run)")
        }

        @Test func aDataDirThatIsAFileIsBadInputNamingIt() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            try Data("not a directory".utf8).write(to: cache.url)

            let run = try await AppProcess.run(["--data-dir", cache.path, "--no-cache", "characters"])

            #expect(run.status == 2, "\(run)")
            #expect(run.standardError.contains("'\(cache.path)' is a regular file, not a directory"), "\(run)")
        }

        @Test func aHugeSparseFileInAnEntrysPlaceIsRemovedByCacheVerifyWithoutBeingRead() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
            let name = String(repeating: "cd", count: 32) + ".entry"
            let descriptor = open(cache.url.appendingPathComponent(name).path, O_CREAT | O_WRONLY, 0o644)
            try #require(descriptor >= 0)
            try #require(ftruncate(descriptor, 64 << 30) == 0, "a 64 GB sparse file")
            close(descriptor)

            let run = try await AppProcess.run(["cache", "verify"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains("removed \(name): 68719476736 bytes is more than an entry"), "\(run)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
        }

        @Test func aTemporaryFileOfAWriterThatDiedIsRemovedAsALeftoverNotAsDamage() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
            let name = ".rmc-\(try Self.processIDOfAnEndedProcess())-1.tmp"
            try Data().write(to: cache.url.appendingPathComponent(name))

            let run = try await AppProcess.run(["cache", "verify"] + cache.arguments)

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("cache verified: 0 intact"), "\(run)")
            #expect(run.standardOutput.contains("removed \(name): leftover of an interrupted write"), "\(run)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
        }

        /// The id of a process that has ended (and been reaped), so no process has it for now.
        private static func processIDOfAnEndedProcess() throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exit 0"]
            try process.run()
            process.waitUntilExit()
            return process.processIdentifier
        }
    }
}
