import FeatureKit
import Foundation
import Networking

/// The multi-id answers the features read (`episode/1,2,3`, sorted by id), derived from the crawled pages.
///
/// They need no request. Each item's own answer (`character/1`, byte for byte) is stored as its page arrives; this keeps the
/// items' objects only while they fit `memoryBudget`, and reads the others back from the cache when it composes lists,
/// so a crawl's memory does not grow with the catalog.
struct CatalogDetails {
    struct Entry: Sendable, Hashable {
        var url: URL
        var body: Data
    }

    /// The bytes of items' objects kept in memory at most; 4 MB by default (the snapshot's 1,003 objects take 1.3 MB).
    let memoryBudget: Int
    private let contributions: [RickAndMortyAPI.Resource: CrawlContribution]
    private var objects: [RickAndMortyAPI.Resource: [Int: Data]] = [:]
    private var objectBytes = 0
    private var lists: [LinkedItems] = []
    private var listed: Set<LinkedItems> = []
    private var completeResources: Set<RickAndMortyAPI.Resource> = []

    init(contributions: [CrawlContribution], memoryBudget: Int = 4 << 20) {
        self.contributions = Dictionary(
            contributions.map { ($0.resource, $0) }, uniquingKeysWith: { first, _ in first })
        self.memoryBudget = memoryBudget
    }

    /// Takes in one crawled page, read from `body`: its items' objects while they fit, and the lists it links to.
    mutating func add(_ page: CatalogPage, body: Data, of resource: RickAndMortyAPI.Resource) {
        for item in page.results {
            let replaced = objects[resource]?[item.id]?.count ?? 0
            guard objectBytes - replaced + item.range.count <= memoryBudget else {
                objects[resource]?[item.id] = nil
                objectBytes -= replaced
                continue
            }
            objects[resource, default: [:]][item.id] = body.subdata(in: item.range)
            objectBytes += item.range.count - replaced
        }
        guard let linked = try? contributions[resource]?.linkedLists(body) else { return }
        for list in linked where !list.ids.isEmpty && listed.insert(list).inserted {
            lists.append(list)
        }
    }

    /// The object of item `id` of `resource`, when it is kept in memory.
    func object(_ id: Int, of resource: RickAndMortyAPI.Resource) -> Data? {
        objects[resource]?[id]
    }

    /// Drops the objects of `resource` whose ids its list no longer has (they vanished while it was crawled).
    mutating func keepOnly(_ ids: Set<Int>, of resource: RickAndMortyAPI.Resource) {
        let kept = objects[resource]?.filter { ids.contains($0.key) }
        objectBytes -= (objects[resource]?.values.reduce(0) { $0 + $1.count } ?? 0)
        objectBytes += (kept?.values.reduce(0) { $0 + $1.count } ?? 0)
        objects[resource] = kept
    }

    mutating func markComplete(_ resource: RickAndMortyAPI.Resource) {
        completeResources.insert(resource)
    }

    /// The lists of complete resources (an id from a missing page would be answered wrongly), each once.
    var completeLists: [LinkedItems] {
        lists.filter { completeResources.contains($0.resource) }
    }

    /// The answer to `list`: the objects of its ids that `known` has, sorted by id, from memory or else from
    /// `readBack` (the item's stored answer); composed one list at a time, so no more than one is ever held.
    func entry(
        for list: LinkedItems, on configuration: APIConfiguration, known: Set<Int>, readBack: (URL) -> Data?
    ) -> Entry? {
        guard let url = try? configuration.url(for: .items(list.ids, of: list.resource)) else { return nil }
        var body = Data("[".utf8)
        var first = true
        for id in Set(list.ids).sorted() where known.contains(id) {
            let object =
                object(id, of: list.resource)
                ?? (try? configuration.url(for: .item(id, of: list.resource))).flatMap(readBack)
            guard let object else { continue }
            if !first { body.append(UInt8(ascii: ",")) }
            body.append(object)
            first = false
        }
        body.append(UInt8(ascii: "]"))
        return Entry(url: url, body: body)
    }
}
