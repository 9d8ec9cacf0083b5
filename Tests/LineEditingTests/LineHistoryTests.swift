import Foundation
import LineEditing
import Testing

@Suite("LineHistory")
struct LineHistoryTests {
    @Test func blankLinesAndARepeatOfTheNewestAreNotKept() {
        var sut = LineHistory()

        for line in ["characters", "characters", "  ", "", "next", "characters"] {
            sut.add(line)
        }

        #expect(sut.entries == ["characters", "next", "characters"])
    }

    @Test func pastItsLimitTheOldestLinesGo() {
        let sut = LineHistory((1...7).map { "page \($0)" }, limit: 3)

        #expect(sut.entries == ["page 5", "page 6", "page 7"])
    }

    @Test func aLineWithALineBreakOrLongerThanTheLimitIsRunButNotKept() {
        var sut = LineHistory()

        sut.add("a\nb")
        sut.add(String(repeating: "x", count: LineHistory.maximumEntryBytes + 1))
        sut.add(String(repeating: "x", count: LineHistory.maximumEntryBytes))

        #expect(sut.entries.map(\.count) == [LineHistory.maximumEntryBytes])
    }

    @Test func itReadsBackWhatItWrites() {
        let sut = LineHistory(["characters", "filter status=alive ", "search \"rick sanchez\""])

        #expect(LineHistory(decoding: sut.encoded()) == sut)
    }

    @Test func anyBytesReadAsAHistoryOfTheLinesItWouldKeep() {
        let data = Data([0xFF, 0x0A, 0x0A]) + Data("  \nnext\r\nback\n".utf8)

        let sut = LineHistory(decoding: data, limit: 2)

        #expect(sut.entries == ["\u{FFFD}", "back"], "a blank line and a line with a CR are not kept")
    }
}
