import FeatureDomain
import Testing

@testable import EpisodesFeature

@Suite("Episode filters")
struct EpisodeFiltersTests {
    private let page = Page(
        items: [Fixtures.episode(id: 1, code: "S01E01"), Fixtures.episode(id: 99, code: "S010E01")], number: 1,
        pageCount: 1, totalCount: 2)

    @Test func aSeasonKeepsOnlyTheEpisodesWhoseParsedSeasonItIs() throws {
        let query = ListQuery(filter: try EpisodeFilters.rules.filter(from: ["season": "1"]))

        let kept = EpisodeFilters.keepingSeason(page, of: query)

        #expect(kept.items.map(\.id) == [1])
        #expect(kept.totalCount == 2)
    }

    @Test func withoutASeasonThePageIsKeptWhole() {
        #expect(EpisodeFilters.keepingSeason(page, of: ListQuery()).items.map(\.id) == [1, 99])
    }

    @Test func aSeasonMustBeAWholeNumberFromOne() {
        #expect(throws: ListQueryError.notAPositiveNumber(key: "season", value: "0")) {
            try EpisodeFilters.rules.filter(from: ["season": "0"])
        }
    }
}
