import APIVocabulary
import FeatureData
import FeatureDomain
import FeatureTesting
import NetworkingTesting
import Testing

@testable import LocationsFeature

@MainActor
@Suite("The locations repository")
struct LocationsRepositoryTests {
    @Test func aPageAsksForTheFilteredListAndMapsItsLocations() async throws {
        let (sut, app) = try makeSUT()
        let filter = try LocationFilters.rules.filter(from: ["type": "Space station"])

        let page = try await sut.page(ListQuery(page: 1, filter: filter), mode: .preferSaved).value

        #expect(app.requestedPaths == ["/api/location?page=1&type=Space%20station"])
        #expect(page.items.map(\.name).contains("Citadel of Ricks"))
        #expect(page.items.allSatisfy { $0.type == "Space station" })
    }

    @Test func aLocationKeepsEveryFieldWithItsResidentsAsIDs() async throws {
        let (sut, _) = try makeSUT()

        let location = try await sut.item(id: 3, mode: .preferSaved).value

        #expect(location.name == "Citadel of Ricks")
        #expect(!location.residentIDs.isEmpty)
        #expect(location.url.hasSuffix("/location/3"))
        #expect(!location.created.isEmpty)
    }

    @Test func theResidentsLoadInBatchesOfTwentyIDs() async throws {
        let (_, app) = try makeSUT()
        let sut = try app.container.resolve((any RelatedItemsLoader<CharacterSummary>).self, name: "Residents")

        let residents = try await sut.items(ids: Array(1...45), mode: .preferSaved).value

        #expect(app.requestedPaths.count == 3)
        #expect(residents.map(\.id) == residents.map(\.id).sorted())
    }

    private func makeSUT() throws -> (any ItemsRepository<Location>, FeatureHarness) {
        let app = try FeatureHarness([LocationsAssembly.self])
        return (try app.container.resolve((any ItemsRepository<Location>).self), app)
    }
}
