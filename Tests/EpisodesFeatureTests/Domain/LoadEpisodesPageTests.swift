import FeatureDomain
import Testing

@testable import EpisodesFeature

@Suite("LoadEpisodesPage", .timeLimit(.minutes(1)))
struct LoadEpisodesPageTests {
    @Test func asksTheRepositoryForThePageSeasonAndMode() async throws {
        let (sut, repository) = makeSUT()
        let page = Fixtures.page(2, [Fixtures.episode(id: 21, code: "S02E10")])
        repository.pages.stub { _ in page }

        let loaded = try await sut(page: 2, season: nil, mode: .refresh)

        #expect(loaded == page)
        #expect(repository.messages == [.page(2, season: nil, mode: .refresh)])
    }

    @Test func seasonFilterDropsEpisodesOfOtherSeasonsTheSubstringFilterMatched() async throws {
        let (sut, repository) = makeSUT()
        let season1 = Fixtures.episode(id: 1, code: "S01E01")
        let season10 = Fixtures.episode(id: 90, code: "S10E01")
        let season11 = Fixtures.episode(id: 95, code: "S11E01")
        repository.pages.stub { _ in Fixtures.page(1, [season1, season10, season11], pageCount: 1, totalCount: 3) }

        let loaded = try await sut(page: 1, season: 1)

        #expect(loaded.value.episodes == [season1])
        #expect(repository.messages == [.page(1, season: 1, mode: .preferSaved)])
    }

    @Test func seasonFilterKeepsPagingAndFreshness() async throws {
        let (sut, repository) = makeSUT()
        let stale = Freshness.stale(savedAt: Fixtures.date(2024, 1, 1))
        repository.pages.stub { _ in
            Fixtures.page(1, [Fixtures.episode(id: 1, code: "S01E01")], pageCount: 2, totalCount: 30, freshness: stale)
        }

        let loaded = try await sut(page: 1, season: 1)

        #expect(loaded.freshness == stale)
        #expect(loaded.value.nextPage == 2)
        #expect(loaded.value.totalCount == 30)
    }

    @Test func malformedCodesNeverMatchASeasonFilter() async throws {
        let (sut, repository) = makeSUT()
        repository.pages.stub { _ in Fixtures.page(1, [Fixtures.episode(id: 1, code: "S01-special")], pageCount: 1) }

        let loaded = try await sut(page: 1, season: 1)

        #expect(loaded.value.episodes.isEmpty)
    }

    @Test func rejectsAPageBelowOneWithoutARequest() async {
        let (sut, repository) = makeSUT()

        await #expect(throws: EpisodesError.invalidPage(0)) { try await sut(page: 0, season: nil) }
        #expect(repository.messages.isEmpty)
    }

    @Test func rejectsASeasonBelowOneWithoutARequest() async {
        let (sut, repository) = makeSUT()

        await #expect(throws: EpisodesError.invalidSeason(0)) { try await sut(page: 1, season: 0) }
        #expect(repository.messages.isEmpty)
    }

    @Test func deliversTheRepositoryError() async {
        let (sut, repository) = makeSUT()
        repository.pages.stub { _ in throw EpisodesError.pageNotFound(page: 9) }

        await #expect(throws: EpisodesError.pageNotFound(page: 9)) { try await sut(page: 9, season: nil) }
    }

    private func makeSUT() -> (LoadEpisodesPage, EpisodesRepositorySpy) {
        let repository = EpisodesRepositorySpy()
        return (LoadEpisodesPage(repository: repository), repository)
    }
}
