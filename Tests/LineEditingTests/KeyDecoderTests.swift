import LineEditing
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
    @Test func printableBytesThatArriveTogetherAreOneTextKey() {
        #expect(keys("cha") == [.text("cha")])
    }

    @Test func controlBytesAreEnterTabBackspaceAndControlLetters() {
        #expect(keys("\r\n\t\u{7F}\u{8}") == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(
            keys("\u{1}\u{5}\u{B}\u{15}\u{17}\u{3}\u{4}")
                == [
                    .control("a"), .control("e"), .control("k"), .control("u"), .control("w"), .control("c"),
                    .control("d"),
                ])
    }

    @Test func theArrowsHomeEndAndDeleteAreReadInEveryEncodingTerminalsUse() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end])
        #expect(keys("\u{1B}[1~\u{1B}[7~\u{1B}[4~\u{1B}[8~") == [.home, .home, .end, .end])
        #expect(keys("\u{1B}[3~") == [.delete])
        #expect(keys("\u{1B}[1;5C") == [.right], "a modifier does not change the key")
    }

    @Test func multibyteUTF8IsOneCharacterEvenWhenItArrivesInPieces() {
        var sut = KeyDecoder()
        let bytes = Array("é→".utf8)

        sut.feed(bytes.prefix(3))
        let first = sut.keys()
        sut.feed(bytes.dropFirst(3))
        let second = sut.keys()

        #expect(first == [.text("é")])
        #expect(second == [.text("→")])
    }

    @Test func aSequenceCutBetweenTwoReadsWaitsForItsEnd() {
        var sut = KeyDecoder()

        sut.feed(Array("\u{1B}[".utf8))
        let first = sut.keys()
        sut.feed(Array("A".utf8))

        #expect(first.isEmpty)
        #expect(sut.keys() == [.up])
    }

    @Test func aLoneEscapeIsDroppedWhenTheNextKeyComesAndNeverWedgesTheDecoder() {
        #expect(keys("\u{1B}x") == [.unknown, .text("x")])
        #expect(keys("\u{1B}\u{1B}[A") == [.unknown, .up])
    }

    @Test func unknownOrMalformedSequencesBecomeUnknownAndWhatFollowsIsRead() {
        #expect(keys("\u{1B}[15~a") == [.unknown, .text("a")], "F5")
        #expect(keys("\u{1B}OPa") == [.unknown, .text("a")], "F1")
        #expect(keys("\u{1B}[1\rb") == [.unknown, .enter, .text("b")], "a control byte cuts a sequence")
        let overlong = keys("\u{1B}[" + String(repeating: "1", count: 40) + "b")
        #expect(overlong.first == .unknown, "an overlong sequence is cut short")
        guard case .text(let rest) = overlong.last else {
            Issue.record("what follows an overlong sequence is read: \(overlong)")
            return
        }
        #expect(rest.hasSuffix("b"))
    }

    @Test func invalidUTF8ReadsAsReplacementCharactersAndOtherControlBytesAreIgnored() {
        var sut = KeyDecoder()

        sut.feed([0xFF, UInt8(ascii: "a"), 0x00, 0x1C])

        #expect(sut.keys() == [.text("\u{FFFD}a"), .unknown, .unknown])
    }

    private func keys(_ text: String) -> [Key] {
        var sut = KeyDecoder()
        sut.feed(Array(text.utf8))
        return sut.keys()
    }
}
