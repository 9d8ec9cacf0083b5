import APIVocabulary
import Testing

@Suite("EpisodeCode")
struct EpisodeCodeTests {
    @Test func readsSeasonAndEpisodeFromAStandardCode() {
        let code = EpisodeCode("S01E01")

        #expect(code.text == "S01E01")
        #expect(code.season == 1)
        #expect(code.episode == 1)
    }

    @Test func readsTwoDigitSeasons() {
        let code = EpisodeCode("S10E02")

        #expect(code.season == 10)
        #expect(code.episode == 2)
    }

    @Test func toleratesLowercaseAndSurroundingSpaces() {
        let code = EpisodeCode(" s03e07 ")

        #expect(code.season == 3)
        #expect(code.episode == 7)
        #expect(code.text == " s03e07 ")
    }

    @Test(arguments: [
        "", "S01", "E01", "S01E", "SE01", "S-1E01", "S+1E01", "S0xE01", "S01E01x", "Pilot", "S01 E01",
        "S99999999999999999999E01",
    ])
    func malformedCodesKeepTheirTextWithoutNumbers(text: String) {
        let code = EpisodeCode(text)

        #expect(code.text == text)
        #expect(code.season == nil)
        #expect(code.episode == nil)
    }

    @Test func filterValueIsTheZeroPaddedSeasonPrefix() {
        #expect(EpisodeCode.filterValue(forSeason: 1) == "S01")
        #expect(EpisodeCode.filterValue(forSeason: 10) == "S10")
    }
}
