import LineEditing
import Testing

@Suite("LineDisplay")
struct LineDisplayTests {
    @Test func aRedrawWritesThePromptAndTheLineErasesTheRestAndPutsTheCursorBack() {
        let sut = LineDisplay(prompt: "> ", columns: 80)
        var line = LineBuffer("characters")
        line.moveLeft()

        #expect(sut.redraw(line) == "\r> characters\u{1B}[0K\r\u{1B}[11C")
    }

    @Test func anEmptyLineWithoutAPromptLeavesTheCursorInTheFirstColumn() {
        #expect(LineDisplay(prompt: "", columns: 80).redraw(LineBuffer()) == "\r\u{1B}[0K\r")
    }

    @Test func aLineWiderThanTheRowShowsThePartAroundTheCursor() {
        let sut = LineDisplay(prompt: "> ", columns: 10)
        var line = LineBuffer("abcdefghijkl")

        #expect(sut.redraw(line) == "\r> fghijkl\u{1B}[0K\r\u{1B}[9C", "7 columns for the line: none wraps")
        line.moveToStart()
        #expect(sut.redraw(line) == "\r> abcdefg\u{1B}[0K\r\u{1B}[2C")
    }

    @Test func wordsAreListedInColumnsThatFitTheRow() {
        let sut = LineDisplay(prompt: "> ", columns: 20)

        #expect(sut.list(["alive", "dead", "unknown"]) == "alive    dead\nunknown\n")
    }
}
