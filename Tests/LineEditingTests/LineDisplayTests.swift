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

    @Test func aWideCharacterTakesTwoColumnsForTheCursorAndTheRowsWidth() {
        let sut = LineDisplay(prompt: "> ", columns: 9)
        var line = LineBuffer("日本語")

        #expect(sut.redraw(line) == "\r> 日本語\u{1B}[0K\r\u{1B}[8C", "the cursor after three wide characters")
        _ = line.insert("x")
        #expect(sut.redraw(line) == "\r> 本語x\u{1B}[0K\r\u{1B}[7C", "6 columns for the line: 日 no longer fits")
        line.moveToStart()
        #expect(sut.redraw(line) == "\r> 日本語\u{1B}[0K\r\u{1B}[2C")
    }

    @Test func anEmojiTakesTwoColumnsAndAnAccentedLetterOne() {
        let sut = LineDisplay(prompt: "> ", columns: 80)

        #expect(sut.redraw(LineBuffer("🚀a")) == "\r> 🚀a\u{1B}[0K\r\u{1B}[5C")
        #expect(sut.redraw(LineBuffer("e\u{301}a")) == "\r> e\u{301}a\u{1B}[0K\r\u{1B}[4C")
    }

    @Test func wideWordsAreListedInColumnsOfTheirWidth() {
        #expect(LineDisplay(prompt: "> ", columns: 20).list(["日本", "ab"]) == "日本  ab\n")
    }

    @Test func wordsAreListedInColumnsThatFitTheRow() {
        let sut = LineDisplay(prompt: "> ", columns: 20)

        #expect(sut.list(["alive", "dead", "unknown"]) == "alive    dead\nunknown\n")
    }
}
