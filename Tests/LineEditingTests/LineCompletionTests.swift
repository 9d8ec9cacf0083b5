import LineEditing
import Testing

@Suite("LineCompletion")
struct LineCompletionTests {
    @Test func theOneWordThatFitsCompletesWithASpaceAfterIt() {
        let sut = LineCompletion(start: 0, candidates: ["next", "characters", "episodes"])

        #expect(sut.replacement(for: "ch") == "characters ")
    }

    @Test func aWordEndingWithEqualsTakesNoSpaceSoItsValueFollows() {
        let sut = LineCompletion(start: 7, candidates: ["status=", "species="])

        #expect(sut.replacement(for: "st") == "status=")
    }

    @Test func severalWordsCompleteTheStartTheyShareAndNothingWhenThatAddsNothing() {
        let sut = LineCompletion(start: 0, candidates: ["refresh", "retry", "expect", "expect-not"])

        #expect(sut.replacement(for: "e") == "expect")
        #expect(sut.replacement(for: "re") == nil)
        #expect(sut.fitting("re") == ["refresh", "retry"])
    }

    @Test func thePreferredWordsThatFitCompleteFirst() {
        let sut = LineCompletion(
            start: 0, candidates: ["character", "characters", "favorite", "favorites"],
            preferred: ["characters", "favorites"])

        #expect(sut.replacement(for: "cha") == "characters", "no space: 'character' fits too")
        #expect(sut.replacement(for: "") == nil)
    }

    @Test func nothingFitsNothingCompletes() {
        #expect(LineCompletion(start: 0, candidates: ["next"]).replacement(for: "x") == nil)
        #expect(LineCompletion.none.fitting("").isEmpty)
    }

    @Test func theWordsThatFitKeepTheirOrderOnceEach() {
        let sut = LineCompletion(start: 5, candidates: ["21", "3", "21", "22"])

        #expect(sut.fitting("2") == ["21", "22"])
        #expect(sut.fitting("") == ["21", "3", "22"])
    }
}
