import FeatureKit
import Foundation
import Networking

/// The detail answers the features read, derived from the crawled pages without a request: each item's object
/// (`character/1`, byte for byte) and the multi-id lists the features ask for (`episode/1,2,3`), sorted by id.
struct CatalogDetails {
    struct Entry: Sendable, Hashable {
        var url: URL
        var body: Data
    }

    private let contributions: [RickAndMortyAPI.Resource: CrawlContribution]
    private var objects: [RickAndMortyAPI.Resource: [Int: Data]] = [:]
    private var lists: [LinkedItems] = []
    private var listed: Set<LinkedItems> = []
    private var completeResources: Set<RickAndMortyAPI.Resource> = []

    init(contributions: [CrawlContribution]) {
        self.contributions = Dictionary(
            contributions.map { ($0.resource, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Takes in one crawled page, read from `body`.
    mutating func add(_ page: CatalogPage, body: Data, of resource: RickAndMortyAPI.Resource) {
        for item in page.results {
            objects[resource, default: [:]][item.id] = body.subdata(in: item.range)
        }
        guard let linked = try? contributions[resource]?.linkedLists(body) else { return }
        for list in linked where !list.ids.isEmpty && listed.insert(list).inserted {
            lists.append(list)
        }
    }

    /// Drops the objects of `resource` whose ids its list no longer has (they vanished while it was crawled).
    mutating func keepOnly(_ ids: Set<Int>, of resource: RickAndMortyAPI.Resource) {
        objects[resource] = objects[resource]?.filter { ids.contains($0.key) }
    }

    mutating func markComplete(_ resource: RickAndMortyAPI.Resource) {
        completeResources.insert(resource)
    }

    /// Every derived answer; only lists of complete resources (an id from a missing page would be answered wrongly).
    func entries(on configuration: APIConfiguration) -> [Entry] {
        var entries: [Entry] = []
        for resource in objects.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for (id, object) in (objects[resource] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let url = try? configuration.url(for: .item(id, of: resource)) else { continue }
                entries.append(Entry(url: url, body: object))
            }
        }
        for list in lists where completeResources.contains(list.resource) {
            guard let url = try? configuration.url(for: .items(list.ids, of: list.resource)) else { continue }
            let known = objects[list.resource] ?? [:]
            var body = Data("[".utf8)
            for (index, object) in Set(list.ids).sorted().compactMap({ known[$0] }).enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(object)
            }
            body.append(UInt8(ascii: "]"))
            entries.append(Entry(url: url, body: body))
        }
        return entries
    }
}
