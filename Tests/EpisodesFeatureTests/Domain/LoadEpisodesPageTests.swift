import FeatureDomain
import Testing

@testable import EpisodesFeature

@Suite("Load episodes page")
struct LoadEpisodesPageTests {
    @Test func aSeasonKeepsOnlyTheEpisodesWhoseParsedSeasonItIs() async throws {
        let repository = EpisodesRepositoryStub(
            page: Page(
                items: [Fixtures.episode(id: 1, code: "S01E01"), Fixtures.episode(id: 99, code: "S010E01")],
                number: 1, pageCount: 1, totalCount: 2))
        let sut = LoadEpisodesPage(repository: repository)
        let query = ListQuery(filter: try EpisodeFilters.rules.filter(from: ["season": "1"]))

        let page = try await sut(query, mode: .preferSaved).value

        #expect(page.items.map(\.id) == [1])
        #expect(page.totalCount == 2)
    }

    @Test func withoutASeasonThePageIsTheRepositorys() async throws {
        let episodes = [Fixtures.episode(id: 1, code: "S01E01"), Fixtures.episode(id: 99, code: "S010E01")]
        let sut = LoadEpisodesPage(
            repository: EpisodesRepositoryStub(page: Page(items: episodes, number: 1, pageCount: 1, totalCount: 2)))

        let page = try await sut(ListQuery(), mode: .preferSaved).value

        #expect(page.items.map(\.id) == [1, 99])
    }

    @Test func aSeasonMustBeAWholeNumberFromOne() {
        #expect(throws: ListQueryError.notAPositiveNumber(key: "season", value: "0")) {
            try EpisodeFilters.rules.filter(from: ["season": "0"])
        }
    }
}

private struct EpisodesRepositoryStub: EpisodesRepository {
    let page: Page<Episode>

    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Episode>> {
        Fetched(value: page)
    }

    func item(id: Int, mode: FetchMode) async throws -> Fetched<Episode> {
        throw LoadFailure.itemNotFound(id: id)
    }
}
