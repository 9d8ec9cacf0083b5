import FeatureDomain
import Locking
import Testing

@Suite("Load related items")
struct LoadRelatedItemsTests {
    @Test func byIDTheItemsComeAsTheLoaderAnswers() async throws {
        let (sut, loader) = makeSUT(order: .byID)

        let items = try await sut(of: [3, 1, 3, 2], mode: .preferSaved).value

        #expect(items.map(\.id) == [1, 2, 3])
        #expect(loader.asked.withLock { $0 } == [[3, 1, 3, 2]])
    }

    @Test func asListedTheItemsComeInTheOwnersOrderEachOnce() async throws {
        let (sut, _) = makeSUT(order: .asListed)

        let items = try await sut(of: [3, 1, 3, 2], mode: .preferSaved).value

        #expect(items.map(\.id) == [3, 1, 2])
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
