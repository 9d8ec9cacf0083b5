import Foundation
import LineEditing
import TestSupport
import Testing

/// The editor on a real pseudo-terminal: keys typed as the bytes a terminal sends, checked by the bytes it writes.
@MainActor
@Suite("LineEditor on a pseudo-terminal")
struct LineEditorTests {
    static let prompt = "\r> \u{1B}[0K"

    @Test func aLineTypedIsDrawnAfterThePromptAndEnterReturnsIt() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("characters\r")

        #expect(await line.value == "characters")
        let output = try await sut.terminal.read(through: "\r\n")
        #expect(output.contains("\r> characters\u{1B}[0K"), "\(output.debugDescription)")
        #expect(sut.editor.history.entries == ["characters"])
        #expect(sut.assistant.entered == ["characters"])
    }

    @Test func upRecallsThePreviousLinesAndDownComesBack() async throws {
        let sut = try makeSUT(history: ["characters", "next"])
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("\u{1B}[A")
        _ = try await sut.terminal.read(through: "\r> next\u{1B}[0K")
        sut.terminal.type("\u{1B}OA")
        _ = try await sut.terminal.read(through: "\r> characters\u{1B}[0K")
        sut.terminal.type("\u{1B}[B\u{1B}[A\u{1B}[A\r")

        #expect(await line.value == "characters")
    }

    @Test func theEditingKeysChangeTheLineWhereTheCursorIs() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        // "cd", Home, "b", Ctrl-A, "a", End, " x", Ctrl-W, Left, Ctrl-K, Ctrl-E, "!", Delete at the end
        sut.terminal.type("cd\u{1B}[Hb\u{1}a\u{1B}[F x\u{17}\u{1B}[D\u{B}\u{5}!\u{1B}[3~\r")

        #expect(await line.value == "abcd!")
    }

    @Test func controlUDeletesToTheStartAndControlDDeletesUnderTheCursor() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("oops\u{15}next\u{1}\u{4}\r")

        #expect(await line.value == "ext")
    }

    @Test func controlCPrintsCaretCDropsTheLineAndEditingGoesOn() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("oops\u{3}")
        let interrupted = try await sut.terminal.read(through: "^C\r\n")
        _ = try await sut.terminal.read(through: Self.prompt)
        sut.terminal.type("next\r")

        #expect(interrupted.contains("\r> oops\u{1B}[0K"))
        #expect(await line.value == "next")
        #expect(sut.assistant.changes == ["oops", "", "next"])
    }

    @Test func controlZPutsTheTerminalBackWhileStoppedThenRedrawsTheLineAndEditingGoesOn() async throws {
        let stops = SuspensionSpy()
        let sut = try makeSUT(suspend: stops.record)
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("ab\u{1A}")
        let suspended = try await sut.terminal.read(through: "^Z\r\n")
        _ = try await sut.terminal.read(through: "\r> ab\u{1B}[0K")
        let resumed = try sut.terminal.localModes()
        sut.terminal.type("c\r")

        #expect(await line.value == "abc")
        #expect(suspended.hasSuffix("\r> ab\u{1B}[0K\r\u{1B}[4C^Z\r\n"), "\(suspended.debugDescription)")
        #expect(stops.localModes.count == 1)
        #expect(stops.localModes.first.map { $0 & tcflag_t(ICANON | ECHO) } == tcflag_t(ICANON | ECHO))
        #expect(resumed & tcflag_t(ICANON | ECHO | ISIG) == 0)
    }

    @Test func controlDOnAnEmptyLineEndsTheInput() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("\u{4}")

        #expect(await line.value == nil)
        #expect(sut.editor.history.entries.isEmpty)
    }

    @Test func tabCompletesTheSharedStartAndASecondTabListsTheWordsBelowTheLine() async throws {
        let sut = try makeSUT()
        sut.assistant.completion = LineCompletion(start: 0, candidates: ["refresh", "retry", "back"])
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("r\t")
        _ = try await sut.terminal.read(through: "\r> re\u{1B}[0K")
        sut.terminal.type("\t")
        let listed = try await sut.terminal.read(through: "\r> re\u{1B}[0K")
        sut.terminal.type("\r")

        #expect(listed.contains("\r\nrefresh  retry\r\n"), "\(listed.debugDescription)")
        #expect(await line.value == "re")
        #expect(sut.assistant.asked.map(\.line) == ["r"])
        #expect(sut.assistant.asked.map(\.cursor) == [1])
    }

    @Test func keysTypedPastEnterAreTheNextLine() async throws {
        let sut = try makeSUT()
        let first = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("characters\rnext\r")

        #expect(await first.value == "characters")
        #expect(await sut.startLine().value == "next")
        #expect(sut.editor.history.entries == ["characters", "next"])
    }

    @Test func theTerminalIsRawWhileALineIsReadAndAsItWasAfter() async throws {
        let sut = try makeSUT()
        let before = try sut.terminal.localModes()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        let during = try sut.terminal.localModes()
        sut.terminal.type("\r")
        _ = await line.value

        #expect(during & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(try sut.terminal.localModes() == before)
        #expect(before & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test func aLoneEscapeAndUnknownSequencesAreIgnored() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.type("\u{1B}[15~x\u{1B}y\u{1B}OPz\r")

        #expect(await line.value == "xyz")
    }

    @Test func theTerminalGoingAwayEndsTheInput() async throws {
        let sut = try makeSUT()
        let line = sut.startLine()
        _ = try await sut.terminal.read(through: Self.prompt)

        sut.terminal.hangUp()

        #expect(await line.value == nil)
    }

    @Test func whenTheInputIsNoTerminalTheLineIsReadAsItComes() async throws {
        let (input, output) = (Pipe(), Pipe())
        let editor = LineEditor(
            device: TerminalDevice(
                input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor),
            maximumLineBytes: 100)
        input.fileHandleForWriting.write(Data("characters\n\u{1B}[Anext\n".utf8))

        #expect(await editor.readLine(prompt: "> ") == "characters")
        #expect(await editor.readLine(prompt: "> ") == "next", "no history walk: the terminal edits the line")
        try output.fileHandleForWriting.close()
        #expect(output.fileHandleForReading.readDataToEndOfFile() == Data("> > ".utf8))
    }

    private struct SUT {
        let editor: LineEditor
        let terminal: PseudoTerminal
        let assistant: LineAssistantSpy

        @MainActor
        func startLine() -> Task<String?, Never> {
            Task { await editor.readLine(prompt: "> ", assistant: assistant) }
        }
    }

    // Ctrl-Z calls `suspend` with the terminal; a test never stops its own process.
    private func makeSUT(
        history: [String] = [], suspend: @escaping @MainActor (PseudoTerminal) -> Void = { _ in }
    ) throws -> SUT {
        let terminal = try PseudoTerminal()
        let editor = LineEditor(
            device: TerminalDevice(input: terminal.terminal, output: terminal.terminal),
            history: LineHistory(history), maximumLineBytes: 1024, suspend: { suspend(terminal) })
        return SUT(editor: editor, terminal: terminal, assistant: LineAssistantSpy())
    }
}
