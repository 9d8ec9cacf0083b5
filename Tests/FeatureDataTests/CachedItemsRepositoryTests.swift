import FeatureData
import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@Suite("CachedItemsRepository")
struct CachedItemsRepositoryTests {
    @Test func pagesAndItemsAreMappedWithTheFeaturesDTOAndItsFilterQuery() async throws {
        let client = try HTTPClientSpy.replica()
        let sut = CachedItemsRepository<NamedDTO>(records: loader(client), resource: .location) { filter in
            filter.queryItems + [URLQueryItem(name: "type", value: "Planet")]
        }
        let filter = try ListFilterRules(keys: [.name]).filter(from: ["name": "earth"])

        let page = try await sut.page(ListQuery(page: 1, filter: filter), mode: .preferSaved).value
        let citadel = try await sut.item(id: 3, mode: .preferSaved).value

        #expect(!page.items.isEmpty && page.items.allSatisfy { $0.contains("EARTH") })
        #expect(citadel == "CITADEL OF RICKS")
        #expect(client.requestedURLs.first?.query == "page=1&name=earth&type=Planet")
    }

    @Test func relatedItemsLoadInBatchesOfTwentySortedByID() async throws {
        let client = try HTTPClientSpy.replica()
        let sut = CachedItemsRepository<NamedDTO>(records: loader(client), resource: .character)

        let names = try await sut.items(ids: [2, 1] + Array(3...21), mode: .preferSaved).value

        #expect(names.first == "RICK SANCHEZ")
        #expect(client.requestCount == 2)
    }

    private func loader(_ client: HTTPClientSpy) -> CachedJSONLoader {
        let remote = RemoteDataSource(
            client: client, configuration: APIConfiguration(baseURL: ReplicaHTTPClient.testBaseURL))
        return CachedJSONLoader(remote: remote, fetcher: CachedFetcher(store: NullByteStore()))
    }
}

/// An item read as its name, upper-cased by its mapping.
private struct NamedDTO: IdentifiedDTO, DomainConvertible {
    let id: Int
    let name: String

    func toDomain() -> String { name.uppercased() }
}
