import Foundation
import Testing
import Tracking

@Suite("JSONLinesEventTracker")
struct JSONLinesEventTrackerTests {
    @Test func createsTheFileAndWritesOneJSONObjectPerLine() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("events.jsonl")

        let sut = try JSONLinesEventTracker(fileURL: file)
        sut.track(event(.loadStarted))
        sut.track(event(.loadFinished(itemCount: 20, durationMilliseconds: 12)))

        let lines = try readLines(of: file)
        #expect(
            lines == [
                #"{"kind":"loadStarted","screen":"Characters","timestamp":"2023-11-14T22:13:20Z"}"#,
                #"{"durationMs":12,"itemCount":20,"kind":"loadFinished","screen":"Characters","#
                    + #""timestamp":"2023-11-14T22:13:20Z"}"#,
            ])
        #expect(sut.lastWriteError == nil)
    }

    @Test func everyLineDecodesBackToItsEvent() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("events.jsonl")
        let events = everyKind.map { event($0) }

        let sut = try JSONLinesEventTracker(fileURL: file)
        events.forEach(sut.track)

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try readLines(of: file).map { try decoder.decode(TrackingEvent.self, from: Data($0.utf8)) }
        #expect(decoded == events)
    }

    @Test func appendsToAnExistingFileKeepingItsLines() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("events.jsonl")
        try Data("{\"earlier\":true}\n".utf8).write(to: file)

        let sut = try JSONLinesEventTracker(fileURL: file)
        sut.track(event(.screenShown))

        let lines = try readLines(of: file)
        #expect(lines.count == 2)
        #expect(lines.first == #"{"earlier":true}"#)
    }

    @Test func eachLineIsOnDiskAsSoonAsItIsTracked() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("events.jsonl")

        let sut = try JSONLinesEventTracker(fileURL: file)
        sut.track(event(.screenShown))

        #expect(try readLines(of: file).count == 1)
        withExtendedLifetime(sut) {}
    }

    @Test func failsToOpenWithAnErrorNamingThePath() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("missing/events.jsonl")

        #expect {
            _ = try JSONLinesEventTracker(fileURL: file)
        } throws: { error in
            guard case .cannotOpen(let path, _) = error as? JSONLinesEventTrackerError else { return false }
            return path == file.path && String(describing: error).contains(file.path)
        }
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/dev/full"),
            "needs /dev/full, where every write fails with ENOSPC (Linux)"))
    func aFailedWriteIsKeptAsTheLastWriteErrorNamingThePath() throws {
        let sut = try JSONLinesEventTracker(fileURL: URL(fileURLWithPath: "/dev/full"))

        sut.track(event(.screenShown))

        guard case .cannotWrite(let path, let reason) = sut.lastWriteError else {
            Issue.record("expected a cannotWrite error, got \(String(describing: sut.lastWriteError))")
            return
        }
        #expect(path == "/dev/full")
        #expect(!reason.isEmpty)
    }

    @Test func concurrentEventsEachGetAWholeLine() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("events.jsonl")
        let sut = try JSONLinesEventTracker(fileURL: file)

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { sut.track(event(.userAction(name: "open", argument: String(index)))) }
            }
        }

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let arguments = try readLines(of: file).map { line -> String? in
            guard case .userAction(_, let argument) = try decoder.decode(TrackingEvent.self, from: Data(line.utf8)).kind
            else { return nil }
            return argument
        }
        #expect(Set(arguments.compactMap { $0 }) == Set((0..<200).map(String.init)))
        #expect(arguments.count == 200)
    }

    // MARK: - Helpers

    private func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("JSONLinesEventTrackerTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func readLines(of file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
