import HeadlessHost
import Testing

@Suite("Suggestion: the word a person most likely meant")
struct SuggestionTests {
    @Test(arguments: [
        ("charcters", "characters"), ("opne", "open"), ("epsiode", "episode"), ("--pgae", "--page"),
        ("Characters", "characters"),
    ])
    func aNearWordIsSuggested(typed: String, meant: String) {
        let words = ["characters", "character", "episode", "episodes", "open", "--page", "--name"]

        #expect(Suggestion.closest(to: typed, among: words) == meant)
    }

    @Test func aFarWordOrTheWordItselfSuggestsNothing() {
        #expect(Suggestion.closest(to: "zzzz", among: ["open", "next"]) == nil)
        #expect(Suggestion.closest(to: "open", among: ["open"]) == nil)
        #expect(Suggestion.closest(to: "x", among: []) == nil)
    }
}
