/// One list page exactly as the API sends it (`{"info": {...}, "results": [...]}`), with the feature's DTO.
public struct PageDTO<Item: Decodable & Sendable>: Decodable, Sendable {
    /// A list page's `info` object: the list's totals.
    public struct Info: Decodable, Sendable, Hashable {
        /// How many items the whole list has.
        public let count: Int
        /// How many pages the whole list has.
        public let pages: Int
    }

    /// The list's paging facts.
    public let info: Info
    /// The page's items.
    public let results: [Item]
}
