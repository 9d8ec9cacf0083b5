import FeatureKit
import Foundation
import Networking

/// The detail answers the features read, derived from the crawled list pages without a request: each listed
/// item's own object (`character/1`) and the multi-id lists the features' detail screens ask for
/// (`episode/1,2,3`).
///
/// A page's objects are the single-item answers, byte for byte, and a multi-id answer is those objects sorted by
/// id in an array, as the API sends it. Each feature says which lists its screens ask for (its contribution's
/// `linkedLists`, cut with its own batching rule), so the keys match what the features read.
struct CatalogDetails {
    /// One derived answer: the URL a feature reads and the body the API would send.
    struct Entry: Sendable, Hashable {
        var url: URL
        var body: Data
    }

    private let contributions: [RickAndMortyAPI.Resource: CrawlContribution]
    private var objects: [RickAndMortyAPI.Resource: [Int: Data]] = [:]
    private var lists: [LinkedItems] = []
    private var listed: Set<LinkedItems> = []
    private var completeResources: Set<RickAndMortyAPI.Resource> = []

    /// Creates an empty set for `contributions`.
    init(contributions: [CrawlContribution]) {
        var byResource: [RickAndMortyAPI.Resource: CrawlContribution] = [:]
        for contribution in contributions where byResource[contribution.resource] == nil {
            byResource[contribution.resource] = contribution
        }
        self.contributions = byResource
    }

    /// Takes in one crawled page of `resource` and the items it decoded; false when the page's objects cannot be
    /// told apart in its body (so the items' details are missing), and the page is skipped.
    @discardableResult
    mutating func add(page body: Data, items: [CatalogPage.Item], of resource: RickAndMortyAPI.Resource) -> Bool {
        guard let ranges = PageResultsScanner.objectRanges(in: body), ranges.count == items.count else {
            return false
        }
        for (item, range) in zip(items, ranges) {
            objects[resource, default: [:]][item.id] = body.subdata(in: range)
        }
        guard let linked = try? contributions[resource]?.linkedLists(body) else { return true }
        for list in linked where !list.ids.isEmpty && listed.insert(list).inserted {
            lists.append(list)
        }
        return true
    }

    /// Notes that every page of `resource` was added, so lists of its ids can be answered in full.
    mutating func markComplete(_ resource: RickAndMortyAPI.Resource) {
        completeResources.insert(resource)
    }

    /// Every derived answer: the items of each resource, then the multi-id lists whose resource is complete (a
    /// list with an id from a missing page would be answered wrongly).
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
