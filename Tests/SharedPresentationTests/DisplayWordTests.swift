import SharedPresentation
import Testing

@Suite("DisplayWord")
struct DisplayWordTests {
    @Test func theAPIsLowerCaseWordsAreShownCapitalized() {
        #expect(DisplayWord.capitalized("unknown") == "Unknown")
        #expect(DisplayWord.capitalized("Alive") == "Alive")
        #expect(DisplayWord.capitalized("Mythological Creature") == "Mythological Creature")
    }

    @Test func anEmptyValueIsUnknown() {
        #expect(DisplayWord.capitalized("  ") == "Unknown")
    }
}
