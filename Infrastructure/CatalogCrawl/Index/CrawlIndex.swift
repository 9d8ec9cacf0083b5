import Foundation
import Networking
import StrictJSON

/// What a crawl stored of one API list: which page lists each item, and which bundle holds each page.
///
/// It lets an item's request be answered from the pages a crawl stored, and a page's from the few bundles it wrote,
/// so a crawl writes neither a file per item nor one per page.
public struct CrawlIndex: Sendable, Hashable {
    /// The ids each page lists, page 1 first; none when the crawl did not read the whole list consistently.
    public let pages: [[Int]]
    private let pageOfID: [Int: Int]
    /// The bundle holding each page.
    var pageMap = CrawledPageMap()

    /// Creates the index of pages listing `pages`' ids, page 1 first; an id listed twice belongs to its first page.
    public init(pages: [[Int]]) {
        self.pages = pages
        var pageOfID: [Int: Int] = [:]
        for (index, ids) in pages.enumerated() {
            for id in ids where pageOfID[id] == nil {
                pageOfID[id] = index + 1
            }
        }
        self.pageOfID = pageOfID
    }

    /// Reads an index as `body` writes it: `{"pages":[[1,2],[3]]}`, with the page map's members when it has them.
    public init(reading data: Data) throws(CrawlIndexError) {
        let tape: JSONTape
        do {
            tape = try JSONTape(validating: data)
        } catch {
            throw .unreadable(error.description)
        }
        guard let pages = tape.member("pages", of: tape.root).flatMap(tape.elements) else {
            throw .unreadable("expected an object with an array \"pages\"")
        }
        var read: [[Int]] = []
        read.reserveCapacity(pages.count)
        for page in pages {
            guard let ids = tape.elements(of: page)?.map(tape.integer), ids.allSatisfy({ $0 != nil }) else {
                throw .unreadable("expected each page to be an array of ids")
            }
            read.append(ids.compactMap { $0 })
        }
        self.init(pages: read)
        pageMap = try CrawledPageMap(reading: tape, of: tape.root)
    }

    /// The same index with `pages` read by a later crawl, keeping the page map.
    func listing(_ pages: [[Int]]) -> CrawlIndex {
        var index = CrawlIndex(pages: pages)
        index.pageMap = pageMap
        return index
    }

    /// The index as stored: compact JSON, `{"pages":[[1,2],[3]]}` and the page map's members.
    public var body: Data {
        let pages = pages.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
        return Data(("{\"pages\":[" + pages.joined(separator: ",") + "]" + pageMap.members + "}").utf8)
    }

    /// The page (1 for the first) that lists `id`; nil when none does.
    public func page(of id: Int) -> Int? {
        pageOfID[id]
    }

    /// The cache key of the index of `resource` on the server `configuration` names: the list's address, as requests
    /// spell it, with a fragment no request carries (`…/api/character#crawl-index`).
    public static func key(of resource: RickAndMortyAPI.Resource, on configuration: APIConfiguration) -> String {
        CrawledPageKeys.list(resource, on: configuration) + "#crawl-index"
    }
}
