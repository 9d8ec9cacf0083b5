import Foundation
import Networking
import StrictJSON

/// The parts of one API list page the crawl needs, read from a `JSONTape` (the whole page is checked, nothing else
/// decoded: decoding was most of what a crawl cost beyond the download).
struct CatalogPage: Sendable, Hashable {
    struct Info: Sendable, Hashable {
        var count: Int
        var pages: Int
    }

    struct Item: Sendable, Hashable {
        var id: Int
        /// Where the item's object is in the page's body, byte for byte as sent.
        var range: Range<Int>
    }

    var info: Info
    var results: [Item]

    /// Reads `data`, fetched from `url`; throws `NetworkError.decoding` naming the path that is missing or wrong, or
    /// `CatalogInconsistency.refusedAsSent` for an object with a key twice or nesting past the limit (the server meant
    /// it: asking again is futile).
    init(reading data: Data, url: URL) throws {
        let tape: JSONTape
        do {
            tape = try JSONTape(validating: data)
        } catch {
            switch error {
            case .duplicateKey, .tooDeep: throw CatalogInconsistency.refusedAsSent(.decoding(error, url: url))
            case .syntax: throw NetworkError.decoding(error, url: url)
            }
        }
        func integer(_ key: String, of object: JSONTape.Value?, at path: String) throws(NetworkError) -> Int {
            guard let object, let value = tape.member(key, of: object), let number = tape.integer(value) else {
                throw .decoding(path: path, reason: "expected an integer", url: url)
            }
            return number
        }
        let info = tape.member("info", of: tape.root)
        self.info = Info(
            count: try integer("count", of: info, at: "info.count"),
            pages: try integer("pages", of: info, at: "info.pages"))
        guard let results = tape.member("results", of: tape.root).flatMap(tape.elements) else {
            throw NetworkError.decoding(path: "results", reason: "expected an array", url: url)
        }
        var items: [Item] = []
        items.reserveCapacity(results.count)
        for (index, object) in results.enumerated() {
            let id = try integer("id", of: object, at: "results[\(index)].id")
            items.append(Item(id: id, range: tape.range(of: object)))
        }
        self.results = items
    }

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
