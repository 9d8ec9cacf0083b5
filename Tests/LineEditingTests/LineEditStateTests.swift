import LineEditing
import Testing

@Suite("LineEditState")
struct LineEditStateTests {
    @Test func textAndEnterMakeTheLine() {
        var sut = LineEditState()

        #expect(sut.handle(.text("characters")) == .changed)
        #expect(sut.handle(.enter) == .entered("characters"))
    }

    @Test func theEditingKeysAndTheirControlLetters() {
        var sut = LineEditState()
        _ = sut.handle(.text("cd"))
        _ = sut.handle(.control("a"))
        _ = sut.handle(.text("b"))
        _ = sut.handle(.home)
        _ = sut.handle(.text("a"))
        _ = sut.handle(.control("e"))
        _ = sut.handle(.text("e"))
        _ = sut.handle(.left)
        _ = sut.handle(.control("b"))
        _ = sut.handle(.delete)
        _ = sut.handle(.right)
        _ = sut.handle(.control("f"))
        #expect(sut.buffer.text == "abce")

        _ = sut.handle(.backspace)
        _ = sut.handle(.text(" f"))
        _ = sut.handle(.control("w"))
        _ = sut.handle(.end)
        #expect(sut.buffer.text == "abc ")

        _ = sut.handle(.left)
        _ = sut.handle(.control("k"))
        _ = sut.handle(.control("u"))
        #expect(sut.buffer.isEmpty)
    }

    @Test func upAndDownWalkTheHistoryAndBringBackTheLineBeingTyped() {
        var sut = LineEditState(history: ["characters", "next"])
        _ = sut.handle(.text("ba"))

        _ = sut.handle(.up)
        #expect(sut.buffer.text == "next")
        _ = sut.handle(.control("p"))
        #expect(sut.buffer.text == "characters")
        #expect(sut.handle(.up) == .unchanged, "the oldest line is the end")
        _ = sut.handle(.down)
        _ = sut.handle(.control("n"))
        #expect(sut.buffer.text == "ba")
        #expect(sut.handle(.down) == .unchanged)
    }

    @Test func controlCDropsTheLineAndTheNextStartsEmpty() {
        var sut = LineEditState(history: ["next"])
        _ = sut.handle(.up)

        #expect(sut.handle(.control("c")) == .interrupted)
        #expect(sut.buffer.isEmpty)
        _ = sut.handle(.up)
        #expect(sut.buffer.text == "next", "the walk starts again from the newest line")
    }

    @Test func controlZSuspendsAndKeepsTheLineAndItsCursor() {
        var sut = LineEditState()
        _ = sut.handle(.text("abc"))
        _ = sut.handle(.left)

        #expect(sut.handle(.control("z")) == .suspended)
        #expect(sut.buffer.text == "abc")
        #expect(sut.buffer.cursor == 2)
    }

    @Test func controlDEndsTheInputOnAnEmptyLineAndDeletesUnderTheCursorOtherwise() {
        var sut = LineEditState()
        _ = sut.handle(.text("ab"))
        _ = sut.handle(.home)

        #expect(sut.handle(.control("d")) == .changed)
        #expect(sut.buffer.text == "b")
        _ = sut.handle(.control("d"))
        #expect(sut.handle(.control("d")) == .endOfInput)
    }

    @Test func tabCompletesAndASecondTabListsTheWordsThatFit() {
        var sut = LineEditState()
        var asked: [(String, Int)] = []
        let complete = { (line: String, cursor: Int) -> LineCompletion in
            asked.append((line, cursor))
            return LineCompletion(start: 0, candidates: ["refresh", "retry", "back"])
        }
        _ = sut.handle(.text("r"))

        #expect(sut.handle(.tab, complete: complete) == .changed)
        #expect(sut.buffer.text == "re")
        #expect(sut.handle(.tab, complete: complete) == .listed(["refresh", "retry"]))
        #expect(asked.map(\.0) == ["r"], "the second Tab lists what the first found")
        #expect(asked.map(\.1) == [1])
    }

    @Test func aSecondTabAfterAPreferredWordListsEveryWordThatFitted() {
        var sut = LineEditState()
        let complete = { (_: String, _: Int) in
            LineCompletion(start: 0, candidates: ["character", "characters", "next"], preferred: ["characters"])
        }
        _ = sut.handle(.text("cha"))

        #expect(sut.handle(.tab, complete: complete) == .changed)
        #expect(sut.buffer.text == "characters")
        #expect(sut.handle(.tab, complete: complete) == .listed(["character", "characters"]))
        #expect(sut.buffer.text == "characters")
        _ = sut.handle(.text(" "))
        #expect(sut.handle(.tab, complete: complete) == .unchanged, "another key in between: no list yet")
    }

    @Test func aTabAfterAnotherKeyDoesNotListYet() {
        var sut = LineEditState()
        let complete = { (_: String, _: Int) in LineCompletion(start: 0, candidates: ["refresh", "retry"]) }
        _ = sut.handle(.text("re"))

        #expect(sut.handle(.tab, complete: complete) == .unchanged)
        #expect(sut.handle(.tab, complete: complete) == .listed(["refresh", "retry"]))
    }

    @Test func completionReplacesOnlyTheWordBeforeTheCursor() {
        var sut = LineEditState()
        _ = sut.handle(.text("filter status=a next"))
        for _ in 0..<5 { _ = sut.handle(.left) }

        _ = sut.handle(.tab) { _, _ in LineCompletion(start: 14, candidates: ["alive", "dead"]) }

        #expect(sut.buffer.text == "filter status=alive  next")
    }

    @Test func theLineStaysWithinItsMaximumBytes() {
        var sut = LineEditState(history: ["a long line"], maximumBytes: 4)

        _ = sut.handle(.text("abcdef"))
        #expect(sut.buffer.text == "abcd")
        _ = sut.handle(.up)
        #expect(sut.buffer.text == "a lo")
    }
}
