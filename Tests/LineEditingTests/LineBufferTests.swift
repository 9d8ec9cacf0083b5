import LineEditing
import Testing

@Suite("LineBuffer")
struct LineBufferTests {
    @Test func insertingPutsTextAtTheCursorAndMovesItPast() {
        var sut = LineBuffer("chters")
        for _ in 0..<4 { sut.moveLeft() }

        sut.insert("arac")

        #expect(sut.text == "characters")
        #expect(sut.cursor == 6)
    }

    @Test func backspaceAndDeleteRemoveAroundTheCursorAndStopAtTheEnds() {
        var sut = LineBuffer("abc")
        sut.moveToStart()
        sut.deleteBackward()
        sut.deleteForward()
        #expect(sut.text == "bc")

        sut.moveToEnd()
        sut.deleteForward()
        sut.deleteBackward()
        #expect(sut.text == "b")
        #expect(sut.cursor == 1)
    }

    @Test func controlKAndControlUDeleteToTheEndAndToTheStart() {
        var sut = LineBuffer("search rick")
        for _ in 0..<3 { sut.moveLeft() }

        sut.deleteToEnd()
        #expect(sut.text == "search r")

        sut.moveLeft()
        sut.deleteToStart()
        #expect(sut.text == "r")
        #expect(sut.cursor == 0)
    }

    @Test func controlWDeletesTheWordBeforeTheCursorAndTheSpacesAfterIt() {
        var sut = LineBuffer("filter status=alive  ")

        sut.deleteWordBackward()
        #expect(sut.text == "filter ")

        sut.deleteWordBackward()
        #expect(sut.text == "")
    }

    @Test func movesStopAtTheEnds() {
        var sut = LineBuffer("ab")

        sut.moveRight()
        #expect(sut.cursor == 2)
        sut.moveToStart()
        sut.moveLeft()
        #expect(sut.cursor == 0)
    }

    @Test func theLineNeverHoldsMoreThanItsMaximumBytes() {
        var sut = LineBuffer("ab", maximumBytes: 5)

        let fitted = sut.insert("cdé")

        #expect(!fitted)
        #expect(sut.text == "abcd", "é takes two bytes, one more than is left")
        sut.deleteBackward()
        let fitsAgain = sut.insert("é")
        #expect(fitsAgain)
        #expect(sut.text == "abcé")
    }

    @Test func aCompletedWordReplacesWhatWasTypedOfIt() {
        var sut = LineBuffer("filter status=a")

        sut.replaceBeforeCursor(from: 14, with: "alive ")

        #expect(sut.text == "filter status=alive ")
        #expect(sut.cursor == sut.characters.count)
    }
}
