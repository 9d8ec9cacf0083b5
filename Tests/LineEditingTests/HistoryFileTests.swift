import Foundation
import LineEditing
import Storage
import TestSupport
import Testing

@Suite("HistoryFile")
struct HistoryFileTests {
    @Test func theLinesRecordedInOneSessionAreThereInTheNext() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let first = makeSUT(folder)

        try first.record("characters")
        try first.record("next")

        #expect(try makeSUT(folder).load().entries == ["characters", "next"])
        #expect(FileManager.default.fileExists(atPath: first.location))
    }

    @Test func noFileIsAnEmptyHistory() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        #expect(try makeSUT(folder).load().entries.isEmpty)
    }

    @Test func theFileKeepsAtMostItsLimitOfLinesAndNoBlankOrRepeatedLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let sut = makeSUT(folder, limit: 2)

        for line in ["one", "two", "two", " ", "three"] {
            try sut.record(line)
        }

        #expect(try sut.load().entries == ["two", "three"])
        #expect(try String(contentsOfFile: sut.location, encoding: .utf8) == "two\nthree\n")
    }

    @Test func twoSessionsAtOnceBothKeepTheirLines() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (first, second) = (makeSUT(folder), makeSUT(folder))

        try first.record("characters")
        try second.record("episodes")
        try first.record("next")

        #expect(try makeSUT(folder).load().entries == ["characters", "episodes", "next"])
    }

    @Test func aFileOfAnyBytesReadsAsTheLinesItHolds() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let sut = makeSUT(folder)
        try FileManager.default.createDirectory(
            atPath: (sut.location as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (Data([0x00, 0xFE, 0x0A]) + Data("next\n".utf8)).write(to: URL(fileURLWithPath: sut.location))

        #expect(try sut.load().entries == ["\u{0}\u{FFFD}", "next"])
    }

    @Test func aFileThatCannotBeReadIsAnErrorNamingIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let sut = makeSUT(folder)
        try FileManager.default.createDirectory(atPath: sut.location, withIntermediateDirectories: true)

        let error = #expect(throws: UserDataError.self) { try sut.load() }

        #expect(error?.description.contains(sut.location) == true)
    }

    private func makeSUT(_ folder: TemporaryDirectory, limit: Int = LineHistory.defaultLimit) -> HistoryFile {
        HistoryFile(store: FileUserDataStore(directory: folder.url).scoped(to: "shell"), limit: limit)
    }
}
