import FeatureData
import FeatureDomain
import FeatureTesting
import Testing

@testable import CharactersFeature

@MainActor
@Suite("The characters repository")
struct CharactersRepositoryTests {
    @Test func aPageAsksForTheFilteredListAndMapsItsCharacters() async throws {
        let (sut, app) = try makeSUT()
        let filter = try CharacterFilters.rules.filter(from: ["status": "alive", "name": "rick"])

        let page = try await sut.page(ListQuery(page: 1, filter: filter), mode: .preferSaved).value

        #expect(app.requestedPaths == ["/api/character?page=1&name=rick&status=alive"])
        #expect(page.items.first?.name == "Rick Sanchez")
        #expect(page.items.allSatisfy { $0.status == .alive })
    }

    @Test func aCharacterKeepsEveryFieldWithItsPlacesAndEpisodesAsIDs() async throws {
        let (sut, _) = try makeSUT()

        let rick = try await sut.item(id: 1, mode: .preferSaved).value

        #expect(rick.name == "Rick Sanchez")
        #expect(rick.origin.id == 1)
        #expect(!rick.episodeIDs.isEmpty)
        #expect(rick.image.hasSuffix("/character/avatar/1.jpeg"))
        #expect(rick.url.hasSuffix("/character/1"))
    }

    private func makeSUT() throws -> (any ItemsRepository<Character>, FeatureHarness) {
        let app = try FeatureHarness([CharactersAssembly.self])
        return (try app.container.resolve((any ItemsRepository<Character>).self), app)
    }
}
