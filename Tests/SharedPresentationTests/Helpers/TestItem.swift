import FeatureDomain
import Foundation
import SharedPresentation

/// An item of a test feature: an id and a name.
struct TestItem: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
}

/// A test feature's catalog: `count` items named "Item N" (or as given), served 20 a page like the API, with its
/// rules for no match, a page past the end and a missing item.
struct TestCatalog: Sendable {
    static let noun = ItemNoun("item")
    static let rules = ListFilterRules(keys: [.name, ListFilterKey("kind")])

    var items: [TestItem]

    init(count: Int = 60) {
        items = (1...max(1, count)).map { TestItem(id: $0, name: "Item \($0)") }
    }

    init(items: [TestItem]) {
        self.items = items
    }

    /// The page `query` asks for, as the shared page rule gives it.
    func page(_ query: ListQuery) throws -> Page<TestItem> {
        let matching = items.filter { item in
            query.filter["name"].map { item.name.localizedCaseInsensitiveContains($0) } ?? true
        }
        guard !matching.isEmpty else { return .noMatch }
        let pageCount = (matching.count + 19) / 20
        guard query.page <= pageCount else { throw LoadFailure.pageNotFound(page: query.page) }
        let items = Array(matching.dropFirst((query.page - 1) * 20).prefix(20))
        return Page(items: items, number: query.page, pageCount: pageCount, totalCount: matching.count)
    }

    /// The item `id`.
    func item(_ id: Int) throws -> TestItem {
        guard let item = items.first(where: { $0.id == id }) else { throw LoadFailure.itemNotFound(id: id) }
        return item
    }
}

/// What a test screen asked its loaders for.
enum LoadRequest: Hashable, Sendable {
    case page(ListQuery, FetchMode)
    case item(Int, FetchMode)
    case related(Int, FetchMode)
    case image(Int, FetchMode)

    var page: Int? {
        if case .page(let query, _) = self { return query.page }
        return nil
    }
}

/// Loads a test screen asks for: held until the test answers them, or answered at once from a catalog.
final class TestLoads: Sendable {
    let pages = PendingCallsOf<Fetched<Page<TestItem>>>()
    let items = PendingCallsOf<Fetched<TestItem>>()
    let related = PendingCallsOf<Fetched<[ScreenSnapshot.Row]>>()
    let images = PendingCallsOf<LoadedImage>()

    /// Every request to any loader, in order.
    var requests: [LoadRequest] {
        pages.messages + items.messages + related.messages + images.messages
    }

    /// Loads answered at once from `catalog`.
    static func serving(_ catalog: TestCatalog) -> TestLoads {
        let loads = TestLoads()
        loads.serve(catalog)
        return loads
    }

    /// Answers every later load at once from `catalog`, stale (saved at `staleSince`) when given.
    func serve(_ catalog: TestCatalog, staleSince: Date? = nil) {
        let source: DataSource = staleSince.map { .offline(savedAt: $0) } ?? .network
        pages.stub { request in
            guard case .page(let query, _) = request else { throw CancellationError() }
            return Fetched(value: try catalog.page(query), source: source)
        }
        items.stub { request in
            guard case .item(let id, _) = request else { throw CancellationError() }
            return Fetched(value: try catalog.item(id), source: source)
        }
        related.stub { request in
            guard case .related(let id, _) = request else { throw CancellationError() }
            return Fetched(value: [ScreenSnapshot.Row(id: id * 100, title: "Related of \(id)")])
        }
        images.stub { request in
            guard case .image(let id, _) = request else { throw CancellationError() }
            return TestLoads.image(id)
        }
    }

    /// A 3,100-byte image of item `id`, from the network.
    static func image(_ id: Int, tier: DataTier = .network) -> LoadedImage {
        LoadedImage(
            id: id, url: URL(fileURLWithPath: "/avatar/\(id).jpeg"), data: Data(count: 3_100), tier: tier)
    }
}
