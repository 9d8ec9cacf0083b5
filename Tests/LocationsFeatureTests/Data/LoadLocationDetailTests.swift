import APIReplica
import FeatureDomain
import Foundation
import Testing

@testable import LocationsFeature

@Suite("LoadLocationDetail over the API replica")
struct LoadLocationDetailTests {
    @Test func loadsTheLocationThenThoseOfItsResidentsTheServerKnowsInBatchesOfIDs() async throws {
        let client = try ReplicaLocations.client()
        let loader = ReplicaLocations.loader(client)
        let repository = CachedLocationsRepository(loader: loader)
        let sut = LoadLocationDetail(repository: repository, residents: CachedResidentsLoader(loader: loader))
        let location = try await repository.location(id: 20, mode: .preferSaved).value

        let detail = try await sut(id: 20, mode: .preferSaved)

        #expect(detail.value.location.name == "Earth (Replacement Dimension)")
        // The sample holds some of the location's residents; the multi-id answer omits the others, as the API does.
        let known = Set(try ReplicaDataset.bundledSample().characters.map(\.id))
        #expect(detail.value.residents.map(\.id) == location.residentIDs.filter(known.contains).sorted())
        #expect(detail.value.residents.count < location.residentIDs.count)
        let batches = IDBatches.batches(location.residentIDs).map { $0.map(String.init).joined(separator: ",") }
        #expect(Array(client.requestedURLs.dropFirst(2).map(\.lastPathComponent)).sorted() == batches.sorted())
    }

    @Test func aLocationWithoutResidentsSendsNoResidentsRequest() async throws {
        let client = try ReplicaLocations.client()
        let loader = ReplicaLocations.loader(client)
        let sut = LoadLocationDetail(
            repository: CachedLocationsRepository(loader: loader), residents: CachedResidentsLoader(loader: loader))

        let detail = try await sut(id: 15, mode: .preferSaved)

        #expect(detail.value.location.name == "Bird World")
        #expect(detail.value.residents.isEmpty)
        #expect(client.requestedURLs.count == 1)
    }
}
