import Foundation

/// The parts of one API list page the crawl needs: `info` (how many items and pages there are) and each result's
/// id (a character's id names its avatar).
///
/// Decoding it is also how the crawl checks a page before caching it: a truncated or corrupted body does not
/// decode, so it is fetched again instead of being stored. Only what the crawl uses is decoded, because decoding
/// is most of what a crawl costs beyond the download.
struct CatalogPage: Decodable, Sendable, Hashable {
    struct Info: Decodable, Sendable, Hashable {
        var count: Int
        var pages: Int
    }

    struct Item: Decodable, Sendable, Hashable {
        var id: Int
    }

    var info: Info
    var results: [Item]

    /// Checks every number the server sent against `CatalogLimits` before any of them sizes anything.
    func checkBounds(url: URL) throws(CatalogInconsistency) {
        guard (0...CatalogLimits.maxPages).contains(info.pages) else {
            throw .pagesOutOfBounds(url: url, pages: info.pages)
        }
        guard (0...CatalogLimits.maxItems).contains(info.count) else {
            throw .countOutOfBounds(url: url, count: info.count)
        }
        if let item = results.first(where: { !(1...CatalogLimits.maxID).contains($0.id) }) {
            throw .idOutOfBounds(url: url, id: item.id)
        }
    }
}
