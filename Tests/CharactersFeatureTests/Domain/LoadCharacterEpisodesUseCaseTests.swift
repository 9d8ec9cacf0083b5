import Testing

@testable import CharactersFeature

@MainActor
@Suite("LoadCharacterEpisodesUseCase")
struct LoadCharacterEpisodesUseCaseTests {
    @Test func loadsTheEpisodesInBatchesOfTwentyNeverOneRequestPerEpisode() async throws {
        let loader = EpisodeSummaryLoaderSpy()
        let sut = LoadCharacterEpisodesUseCase(loader: loader)

        let loaded = try await sut.execute(ids: Array(1...51), mode: .standard)

        #expect(loader.messages.count == 3)
        #expect(
            Set(loader.messages) == [
                .episodes(Array(1...20), .standard), .episodes(Array(21...40), .standard),
                .episodes(Array(41...51), .standard),
            ]
        )
        #expect(loaded.value.map(\.id) == Array(1...51))
    }

    @Test func sendsNoRequestForACharacterWithoutEpisodes() async throws {
        let loader = EpisodeSummaryLoaderSpy()
        let sut = LoadCharacterEpisodesUseCase(loader: loader)

        let loaded = try await sut.execute(ids: [], mode: .standard)

        #expect(loaded.value.isEmpty)
        #expect(loaded.storedAt == nil)
        #expect(loader.messages.isEmpty)
    }
}
