import FeatureData
import FeatureDomain
import Foundation
import SharedPresentation

/// How a feature's list reads: its command, noun, filters and row, and optionally its style, sections and query.
public struct ListDeclaration<Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    /// The list's command and route, such as "locations"; also the feature's name.
    public var name: String
    /// One line for `--help`.
    public var summary: String
    /// What the items are called: by default the name without its last "s" ("locations": "location").
    public var noun: ItemNoun
    /// The keys the list is narrowed by.
    public var filters: ListFilterRules
    /// A page at a time, or endless.
    public var style: ListScreenParts<Item>.Style
    /// How an item reads as a row.
    public var row: @Sendable (Item) -> ScreenSnapshot.Row
    /// How the items shown are grouped into titled sections.
    public var sections: @Sendable ([Item]) -> [(title: String?, items: [Item])]
    /// How a filter reads as the API's query (one item per key by default).
    public var queryItems: @Sendable (ListFilter) -> [URLQueryItem]
    /// What the feature's domain keeps of a loaded page (all of it by default).
    public var narrowing: @Sendable (Page<Item>, ListQuery) -> Page<Item>

    /// Declares a list.
    public init(
        _ name: String,
        summary: String,
        noun: ItemNoun? = nil,
        filters: ListFilterRules = ListFilterRules(keys: []),
        style: ListScreenParts<Item>.Style = .pages,
        row: @escaping @Sendable (Item) -> ScreenSnapshot.Row,
        sections: @escaping @Sendable ([Item]) -> [(title: String?, items: [Item])] = { [(nil, $0)] },
        queryItems: @escaping @Sendable (ListFilter) -> [URLQueryItem] = { $0.queryItems },
        narrowing: @escaping @Sendable (Page<Item>, ListQuery) -> Page<Item> = { page, _ in page }
    ) {
        self.name = name
        self.summary = summary
        self.noun = noun ?? ItemNoun(String(name.dropLast()), plural: name)
        self.filters = filters
        self.style = style
        self.row = row
        self.sections = sections
        self.queryItems = queryItems
        self.narrowing = narrowing
    }
}
