import Foundation
import HeadlessHost
import LineEditing
import Storage
import TestSupport
import Testing

/// The shell's line editor on a real pseudo-terminal, its history in a user-data folder.
@MainActor
@Suite("TerminalLineSource")
struct TerminalLineSourceTests {
    static let prompt = "\r> \u{1B}[0K"

    @Test func theLinesOfOneSessionAreUpInTheNext() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let first = try makeSUT(folder)
        let entered = first.startLine()
        _ = try await first.terminal.read(through: Self.prompt)
        first.terminal.type("characters\r")
        #expect(await entered.value == "characters")

        let second = try makeSUT(folder)
        let recalled = second.startLine()
        _ = try await second.terminal.read(through: Self.prompt)
        second.terminal.type("\u{1B}[A")
        _ = try await second.terminal.read(through: "\r> characters\u{1B}[0K")
        second.terminal.type("\r")

        #expect(await recalled.value == "characters")
        #expect(try String(contentsOfFile: first.historyFile.location, encoding: .utf8) == "characters\n")
    }

    @Test func aHistoryThatCannotBeReadIsSaidOnceAndTheLinesAreStillRead() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let sut = try makeSUT(folder)
        try FileManager.default.createDirectory(atPath: sut.historyFile.location, withIntermediateDirectories: true)
        let source = TerminalLineSource(
            device: TerminalDevice(input: sut.terminal.terminal, output: sut.terminal.terminal),
            historyFile: sut.historyFile)

        let line = Task { await source.nextLine(prompt: "> ", assistant: NoCompletion()) }
        let notice = try await sut.terminal.read(through: Self.prompt)
        sut.terminal.type("next\r")

        #expect(await line.value == "next")
        #expect(notice.contains("The history was not read (could not read the user data 'history'"))
        #expect(notice.contains(sut.historyFile.location))
    }

    @Test func onlyATerminalThatTakesEscapeSequencesGetsTheEditor() {
        #expect(TerminalLineSource.supportsTerminal(["TERM": "xterm-256color"]))
        #expect(!TerminalLineSource.supportsTerminal(["TERM": "dumb"]))
        #expect(!TerminalLineSource.supportsTerminal(["TERM": ""]))
        #expect(!TerminalLineSource.supportsTerminal([:]))
    }

    private struct SUT {
        let source: TerminalLineSource
        let terminal: PseudoTerminal
        let historyFile: HistoryFile

        @MainActor
        func startLine() -> Task<String?, Never> {
            Task { await source.nextLine(prompt: "> ", assistant: NoCompletion()) }
        }
    }

    private func makeSUT(_ folder: TemporaryDirectory) throws -> SUT {
        let terminal = try PseudoTerminal()
        let historyFile = HistoryFile(store: FileUserDataStore(directory: folder.url).scoped(to: "shell"))
        let source = TerminalLineSource(
            device: TerminalDevice(input: terminal.terminal, output: terminal.terminal), historyFile: historyFile)
        return SUT(source: source, terminal: terminal, historyFile: historyFile)
    }
}
