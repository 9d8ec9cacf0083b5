import APIVocabulary
import Testing

@Suite("SeasonSection")
struct SeasonSectionTests {
    @Test func groupsBySeasonAscendingKeepingTheOrderGivenWithin() {
        let episodes = [episode(12, "S02E01"), episode(1, "S01E01"), episode(13, "S02E02"), episode(2, "S01E02")]

        let sections = SeasonSection.group(episodes, by: \.code.season)

        #expect(sections.map(\.season) == [1, 2])
        #expect(sections.map { $0.items.map(\.id) } == [[1, 2], [12, 13]])
        #expect(sections.map(\.title) == ["Season 1", "Season 2"])
    }

    @Test func putsMalformedCodesLastUnderOther() {
        let sections = SeasonSection.sections([episode(5, "??"), episode(1, "S10E02")], by: \.code.season)

        #expect(sections.map(\.title) == ["Season 10", "Other"])
        #expect(sections.last?.items.map(\.id) == [5])
    }

    @Test func groupsNothingIntoNoSections() {
        #expect(SeasonSection<EpisodeSummary>.group([], by: \.code.season).isEmpty)
    }

    private func episode(_ id: Int, _ code: String) -> EpisodeSummary {
        EpisodeSummary(id: id, name: "An episode", code: EpisodeCode(code))
    }
}
