import FeatureDomain
import Foundation
import Testing

@testable import LocationsFeature

@Suite("CachedLocationsRepository over the API replica")
struct CachedLocationsRepositoryTests {
    @Test func loadsAPageOfLocationsWithItsCounts() async throws {
        let (sut, client) = try makeSUT()

        let page = try await sut.page(1, filter: .none, mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://replica.test/api/location?page=1"])
        #expect(page.value.number == 1)
        #expect(page.value.pageCount == 2)
        #expect(page.value.locations.count == 20)
        #expect(page.value.totalCount > 20)
        #expect(page.value.locations.first?.name == "Earth (C-137)")
        #expect(page.value.locations.first?.residentIDs.isEmpty == false)
    }

    @Test func aFilterNarrowsTheListAsTheAPIMatchesIt() async throws {
        let (sut, client) = try makeSUT()
        let planets = try LocationFilter.none.setting("type", to: "planet")

        let page = try await sut.page(1, filter: planets, mode: .preferSaved)

        #expect(client.requestedURLs.map(\.absoluteString) == ["https://replica.test/api/location?page=1&type=planet"])
        #expect(!page.value.locations.isEmpty)
        #expect(page.value.locations.allSatisfy { $0.type.lowercased().contains("planet") })
        #expect(!page.value.locations.contains { $0.name == "Citadel of Ricks" })
    }

    @Test func aFilterThatMatchesNothingIsAnEmptyFirstPageAndALaterPageIsNotFound() async throws {
        let (sut, _) = try makeSUT()
        let nothing = try LocationFilter.none.setting("name", to: "zzzz-nowhere")

        let page = try await sut.page(1, filter: nothing, mode: .preferSaved)

        #expect(page.value == .noMatch(number: 1))
        await #expect(throws: LocationsError.pageNotFound(page: 9)) {
            try await sut.page(9, filter: .none, mode: .preferSaved)
        }
    }

    @Test func loadsOneLocationAndNamesOneThatDoesNotExist() async throws {
        let (sut, _) = try makeSUT()

        let earth = try await sut.location(id: 1, mode: .preferSaved)

        #expect(earth.value.name == "Earth (C-137)")
        #expect(earth.value.dimension == "Dimension C-137")
        await #expect(throws: LocationsError.locationNotFound(id: 9_999)) {
            try await sut.location(id: 9_999, mode: .preferSaved)
        }
    }

    private func makeSUT() throws -> (CachedLocationsRepository, CountingReplicaClient) {
        let client = try ReplicaLocations.client()
        return (CachedLocationsRepository(loader: ReplicaLocations.loader(client)), client)
    }
}
