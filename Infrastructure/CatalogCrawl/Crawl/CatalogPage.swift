import Foundation

/// The parts of one API list page the crawl needs (decoding is most of what a crawl costs beyond the download).
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
