import Foundation

/// The parts of one API list page the crawl needs: `info` (how many items and pages there are) and each result's
/// id, name and, for characters, image URL.
///
/// Decoding it is also how the crawl checks a page before caching it: a truncated or corrupted body does not
/// decode, so it is fetched again instead of being stored.
public struct CatalogPage: Decodable, Sendable, Hashable {
    /// The page's `info` object.
    public struct Info: Decodable, Sendable, Hashable {
        /// The number of items in the whole list.
        public var count: Int
        /// The number of pages in the whole list.
        public var pages: Int

        /// Creates the info of a list of `count` items on `pages` pages.
        public init(count: Int, pages: Int) {
            self.count = count
            self.pages = pages
        }
    }

    /// One result on the page.
    public struct Item: Decodable, Sendable, Hashable {
        /// The item's id.
        public var id: Int
        /// The item's name.
        public var name: String
        /// The character's avatar URL; nil for episodes and locations.
        public var image: String?

        /// Creates an item.
        public init(id: Int, name: String, image: String? = nil) {
            self.id = id
            self.name = name
            self.image = image
        }
    }

    /// How many items and pages the list has.
    public var info: Info
    /// The page's items.
    public var results: [Item]

    /// Creates a page.
    public init(info: Info, results: [Item]) {
        self.info = info
        self.results = results
    }
}
