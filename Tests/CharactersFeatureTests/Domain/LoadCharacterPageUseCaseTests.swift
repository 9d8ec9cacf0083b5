import Testing

@testable import CharactersFeature

@MainActor
@Suite("LoadCharacterPageUseCase")
struct LoadCharacterPageUseCaseTests {
    @Test func loadsTheRequestedPageWithItsFilterAndMode() async throws {
        let (sut, repository) = makeSUT()
        let filter = CharacterFilter.none.setting(.name, to: "rick")

        let loaded = try await sut.execute(page: 2, filter: filter, mode: .refresh)

        #expect(repository.messages == [.page(2, filter, .refresh)])
        #expect(loaded.value.number == 2)
    }

    @Test func asksForPageOneWhenThePageIsBelowOne() async throws {
        let (sut, repository) = makeSUT()

        _ = try await sut.execute(page: 0, filter: .none, mode: .preferSaved)

        #expect(repository.messages == [.page(1, .none, .preferSaved)])
    }

    @Test func turnsTheNoMatch404OfAFilterIntoAnEmptyPage() async throws {
        let (sut, repository) = makeSUT()
        let filter = CharacterFilter.none.setting(.name, to: "xyz")
        repository.pageResult = { page, filter in throw CharacterLoadError.pageNotFound(page: page, filter: filter) }

        let loaded = try await sut.execute(page: 1, filter: filter, mode: .preferSaved)

        #expect(loaded.value == .noMatch)
        #expect(loaded.value.characters.isEmpty)
        #expect(loaded.freshness == .fresh)
    }

    @Test func keepsTheMissingPageErrorOfAnUnfilteredList() async {
        let (sut, repository) = makeSUT()
        repository.pageResult = { page, filter in throw CharacterLoadError.pageNotFound(page: page, filter: filter) }

        await #expect(throws: CharacterLoadError.pageNotFound(page: 1, filter: .none)) {
            try await sut.execute(page: 1, filter: .none, mode: .preferSaved)
        }
    }

    @Test func keepsTheMissingPageErrorBeyondTheFirstFilteredPage() async {
        let (sut, repository) = makeSUT()
        let filter = CharacterFilter.none.setting(.status, to: "alive")
        repository.pageResult = { page, filter in throw CharacterLoadError.pageNotFound(page: page, filter: filter) }

        await #expect(throws: CharacterLoadError.pageNotFound(page: 30, filter: filter)) {
            try await sut.execute(page: 30, filter: filter, mode: .preferSaved)
        }
    }

    @Test func deliversOtherErrorsUnchanged() async {
        let (sut, repository) = makeSUT()
        repository.pageResult = { _, _ in throw Fixtures.offline }

        await #expect(throws: Fixtures.offline) {
            try await sut.execute(page: 1, filter: .none.setting(.name, to: "rick"), mode: .preferSaved)
        }
    }

    private func makeSUT() -> (LoadCharacterPageUseCase, CharacterRepositorySpy) {
        let repository = CharacterRepositorySpy()
        return (LoadCharacterPageUseCase(repository: repository), repository)
    }
}
