import Testing

@testable import EpisodesFeature

@Suite("SeasonSection")
struct SeasonSectionTests {
    @Test func groupsBySeasonAscendingKeepingLoadOrderWithin() {
        let episodes = [
            Fixtures.episode(id: 12, code: "S02E01"), Fixtures.episode(id: 1, code: "S01E01"),
            Fixtures.episode(id: 13, code: "S02E02"), Fixtures.episode(id: 2, code: "S01E02"),
        ]

        let sections = SeasonSection.group(episodes)

        #expect(sections.map(\.season) == [1, 2])
        #expect(sections.map { $0.episodes.map(\.id) } == [[1, 2], [12, 13]])
    }

    @Test func putsMalformedCodesLastWithoutASeason() {
        let episodes = [Fixtures.episode(id: 5, code: "??"), Fixtures.episode(id: 1, code: "S10E02")]

        let sections = SeasonSection.group(episodes)

        #expect(sections.map(\.season) == [10, nil])
        #expect(sections.last?.episodes.map(\.id) == [5])
    }

    @Test func groupsNothingIntoNoSections() {
        #expect(SeasonSection.group([]).isEmpty)
    }
}
