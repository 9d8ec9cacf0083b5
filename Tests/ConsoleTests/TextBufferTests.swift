import Console
import Testing

@Suite("TextBuffer")
struct TextBufferTests {
    @Test func writeLineKeepsEachLineInOrder() {
        let sut = TextBuffer()

        sut.writeLine("first")
        sut.write("sec")
        sut.writeLine("ond")

        #expect(sut.text == "first\nsecond\n")
    }
}

@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
    @Test func colourIsUsedOnlyOnATerminalWithoutNoColorOrDumbTerm() {
        #expect(TerminalCapabilities(environment: [:], isTerminal: true).usesColor)
        #expect(!TerminalCapabilities(environment: [:], isTerminal: false).usesColor)
        #expect(!TerminalCapabilities(environment: ["NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!TerminalCapabilities(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
    }
}
