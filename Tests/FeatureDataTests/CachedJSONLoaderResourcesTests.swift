import FeatureData
import FeatureDomain
import Foundation
import Networking
import NetworkingTesting
import Storage
import Testing

@Suite("The one rule for the API's lists and items")
struct CachedJSONLoaderResourcesTests {
    @Test func aPageCarriesItsNumberAndTheAPIsCounts() async throws {
        let (sut, _, _) = try makeSUT()

        let page = try await sut.page(CharacterStub.self, of: .character, number: 2, mode: .preferSaved).value

        #expect(page.number == 2)
        #expect(page.items.count == 20)
        #expect(page.pageCount >= 2)
        #expect(page.totalCount > 20)
    }

    @Test func aFilterThatMatchesNothingIsAnEmptyFirstPage() async throws {
        let (sut, _, _) = try makeSUT()
        let filters = [URLQueryItem(name: "name", value: "zzzz")]

        let page = try await sut.page(
            CharacterStub.self, of: .character, number: 1, filters: filters, mode: .preferSaved)

        #expect(page.value == Page<CharacterStub>.noMatch)
    }

    @Test func aPagePastTheEndIsPageNotFound() async throws {
        let (sut, _, _) = try makeSUT()

        await #expect(throws: LoadFailure.pageNotFound(page: 99)) {
            try await sut.page(CharacterStub.self, of: .character, number: 99, mode: .preferSaved)
        }
    }

    @Test func anItemThatDoesNotExistIsItemNotFoundAndAnIDBelowOneAsksNothing() async throws {
        let (sut, client, _) = try makeSUT()

        await #expect(throws: LoadFailure.itemNotFound(id: 99_999)) {
            try await sut.item(CharacterStub.self, id: 99_999, of: .character, mode: .preferSaved)
        }
        await #expect(throws: LoadFailure.itemNotFound(id: 0)) {
            try await sut.item(CharacterStub.self, id: 0, of: .character, mode: .preferSaved)
        }
        #expect(client.requestCount == 1)
    }

    @Test func anItemAnsweredWithAnotherIDIsRefusedAndNotSaved() async throws {
        let client = HTTPClientSpy { request in
            HTTPClientSpy.json(#"{"id": 2, "name": "Morty Smith"}"#, url: request.url)
        }
        let (sut, _, store) = try makeSUT(client: client)

        await #expect(throws: LoadFailure.mismatchedID(asked: 1, answered: 2)) {
            try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .preferSaved)
        }
        #expect(store.statistics().entryCount == 0)
    }

    @Test func anItemIsTheAPIsObject() async throws {
        let (sut, _, _) = try makeSUT()

        let rick = try await sut.item(CharacterStub.self, id: 1, of: .character, mode: .preferSaved).value

        #expect(rick == CharacterStub(id: 1, name: "Rick Sanchez"))
    }

    private func makeSUT(client: HTTPClientSpy? = nil) throws -> (CachedJSONLoader, HTTPClientSpy, MemoryCache) {
        let client = try client ?? HTTPClientSpy.replica()
        let store = MemoryCache()
        let remote = RemoteDataSource(
            client: client, configuration: APIConfiguration(baseURL: ReplicaHTTPClient.testBaseURL))
        return (CachedJSONLoader(remote: remote, fetcher: CachedFetcher(store: store)), client, store)
    }
}

/// The part of a character these tests read.
struct CharacterStub: IdentifiedDTO, Hashable {
    let id: Int
    let name: String
}
