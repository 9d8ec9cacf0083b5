import Foundation
import Networking
import StrictJSON

/// Which bundle holds each crawled page of one list, kept in the list's `CrawlIndex`.
///
/// It lets a page's request be answered from the few bundles a crawl writes (`CrawledPageBundle`) instead of a file
/// per page.
///
/// Stored as two members of the index, `"bundles":["1A2B3C4D-1"],"bundleOfPage":[0,0,-1]`: each bundle's name
/// (letters, digits and dashes), and for each page from 1 the position of the bundle holding it (-1: none).
struct CrawledPageMap: Sendable, Hashable {
    /// The bundle holding each page, by page number.
    private(set) var bundleOfPage: [Int: String] = [:]

    /// An empty map.
    init() {}

    /// Reads the map's members of an index's object, if it has them.
    init(reading tape: JSONTape, of object: JSONTape.Value) throws(CrawlIndexError) {
        guard let bundlesMember = tape.member("bundles", of: object) else { return }
        guard let bundles = tape.elements(of: bundlesMember)?.map(tape.string),
            let pages = tape.member("bundleOfPage", of: object).flatMap(tape.elements)?.map(tape.integer)
        else { throw .unreadable("expected arrays \"bundles\" and \"bundleOfPage\"") }
        let names = bundles.compactMap { $0 }
        guard names.count == bundles.count, names.allSatisfy(Self.isName) else {
            throw .unreadable("expected each bundle's name to be letters, digits and dashes")
        }
        for (offset, bundle) in pages.enumerated() {
            guard let bundle, (-1..<names.count).contains(bundle) else {
                throw .unreadable("expected each page's bundle to be -1 or the position of a bundle")
            }
            if bundle >= 0 { bundleOfPage[offset + 1] = names[bundle] }
        }
    }

    /// Says that bundle `name` holds page `number`; nil takes the page out of the map.
    mutating func set(_ number: Int, in name: String?) {
        bundleOfPage[number] = name
    }

    /// The bundle holding page `number`, if any.
    func bundle(of number: Int) -> String? {
        bundleOfPage[number]
    }

    /// The names of the bundles the map refers to.
    var bundles: Set<String> {
        Set(bundleOfPage.values)
    }

    /// The map's members as an index writes them, after a comma; nothing for an empty map.
    var members: String {
        guard !bundleOfPage.isEmpty else { return "" }
        let names = bundles.sorted()
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let last = bundleOfPage.keys.max() ?? 0
        let pages = (0..<last).map { String(bundleOfPage[$0 + 1].flatMap { position[$0] } ?? -1) }
        let quoted = names.map { "\"\($0)\"" }
        return ",\"bundles\":[" + quoted.joined(separator: ",") + "],\"bundleOfPage\":[" + pages.joined(separator: ",")
            + "]"
    }

    /// Whether `name` can name a bundle: ASCII letters, digits and dashes, at most 64.
    static func isName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            }
    }

    /// The cache key of bundle `name` of `resource`'s pages (`…/api/character#crawl-pages-1A2B3C4D-1`).
    static func bundleKey(_ name: String, of resource: RickAndMortyAPI.Resource, on configuration: APIConfiguration)
        -> String
    {
        CrawledPageKeys.list(resource, on: configuration) + "#crawl-pages-" + name
    }
}
