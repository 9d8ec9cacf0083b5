import Testing

@testable import CharactersFeature

@MainActor
@Suite("LoadCharacterEpisodesUseCase")
struct LoadCharacterEpisodesUseCaseTests {
    @Test func asksForEveryEpisodeOnceAndKeepsTheCharactersOrder() async throws {
        let loader = EpisodeSummaryLoaderSpy()
        let sut = LoadCharacterEpisodesUseCase(loader: loader)

        let loaded = try await sut.execute(ids: [51, 3, 7, 3], mode: .preferSaved)

        #expect(loader.messages == [.episodes([51, 3, 7, 3], .preferSaved)])
        #expect(loaded.value.map(\.id) == [51, 3, 7])
    }

    @Test func sendsNoRequestForACharacterWithoutEpisodes() async throws {
        let loader = EpisodeSummaryLoaderSpy()
        let sut = LoadCharacterEpisodesUseCase(loader: loader)

        let loaded = try await sut.execute(ids: [], mode: .preferSaved)

        #expect(loaded.value.isEmpty)
        #expect(loaded.freshness == .fresh)
        #expect(loader.messages.isEmpty)
    }
}
