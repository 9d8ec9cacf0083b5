import FeatureDomain
import Locking
import Testing

@Suite("Load related items")
struct LoadRelatedItemsTests {
    @Test func byIDTheItemsComeAsTheLoaderAnswers() async throws {
        let (sut, loader) = makeSUT(order: .byID)

        let items = try await sut(of: [3, 1, 3, 2], mode: .preferSaved).value

        #expect(items.map(\.id) == [1, 2, 3])
        #expect(loader.asked.withLock { $0 } == [[1, 2, 3]])
    }

    @Test func asListedTheItemsComeInTheOwnersOrderEachOnce() async throws {
        let (sut, _) = makeSUT(order: .asListed)

        let items = try await sut(of: [3, 1, 3, 2], mode: .preferSaved).value

        #expect(items.map(\.id) == [3, 1, 2])
    }

    @Test func aLimitAsksOnlyForTheFirstIDsInTheSectionsOrder() async throws {
        let (byID, byIDLoader) = makeSUT(order: .byID)
        let (asListed, asListedLoader) = makeSUT(order: .asListed)

        let sorted = try await byID(of: [5, 3, 1, 3, 4, 2], mode: .preferSaved, limit: 2).value
        let listed = try await asListed(of: [5, 3, 1, 3, 4, 2], mode: .preferSaved, limit: 2).value

        #expect(sorted.map(\.id) == [1, 2])
        #expect(byIDLoader.asked.withLock { $0 } == [[1, 2]])
        #expect(listed.map(\.id) == [5, 3])
        #expect(asListedLoader.asked.withLock { $0 } == [[5, 3]])
        #expect(byID.count(of: [5, 3, 1, 3, 4, 2]) == 5, "the count says how many there are to load")
    }

    @Test func anOwnerLinkingNothingSendsNoRequest() async throws {
        let (sut, loader) = makeSUT(order: .asListed)

        let items = try await sut(of: [], mode: .refresh).value

        #expect(items.isEmpty)
        #expect(loader.asked.withLock { $0 }.isEmpty)
    }

    private func makeSUT(
        order: LoadRelatedItems<[Int], Linked>.Order
    ) -> (LoadRelatedItems<[Int], Linked>, RelatedItemsLoaderSpy) {
        let loader = RelatedItemsLoaderSpy()
        return (LoadRelatedItems(loader: loader, ids: { $0 }, order: order), loader)
    }
}

struct Linked: Identifiable, Sendable {
    let id: Int
}

/// Answers every id asked for, sorted by id as the API does, recording each request's ids.
final class RelatedItemsLoaderSpy: RelatedItemsLoader {
    let asked = Locked<[[Int]]>([])

    func items(ids: [Int], mode: FetchMode) async throws -> Fetched<[Linked]> {
        asked.withLock { $0.append(ids) }
        return Fetched(value: Set(ids).sorted().map(Linked.init))
    }
}
