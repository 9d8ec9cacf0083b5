import FeatureDomain

/// What a feature supplies to the shared list screen: what its items are called, its filters, its page loader,
/// how a row reads, what `open` leads to, and optionally its images.
public struct ListScreenParts<Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    /// How the list moves through its pages.
    public enum Style: Sendable, Hashable {
        /// A page at a time: `next`, `prev`.
        case pages
        /// An endless list: `more` appends the next page.
        case endless
    }

    /// What the items are called.
    public var noun: ItemNoun
    /// How the list moves through its pages.
    public var style: Style
    /// The keys the list is narrowed by; `search` sets the name.
    public var filters: ListFilterRules
    /// Loads a page of the list (the feature's `Load<Things>Page`).
    public var load: @Sendable (ListQuery, FetchMode) async throws -> Fetched<Page<Item>>
    /// How an item reads as a row.
    public var row: @Sendable (Item) -> ScreenSnapshot.Row
    /// How the items loaded so far are grouped into titled sections; one untitled section by default.
    public var sections: @Sendable ([Item]) -> [(title: String?, items: [Item])]
    /// The route `open ID` leads to for a row.
    public var open: @Sendable (Int) -> AppRoute
    /// The items' images, when they have any.
    public var images: ImageAddition?
    /// Announces changes to what the list shows (a favourite added): the list loads again at once.
    public var changes: ChangeSignal?

    /// Creates the parts of a list.
    public init(
        noun: ItemNoun,
        style: Style = .pages,
        filters: ListFilterRules,
        load: @escaping @Sendable (ListQuery, FetchMode) async throws -> Fetched<Page<Item>>,
        row: @escaping @Sendable (Item) -> ScreenSnapshot.Row,
        sections: @escaping @Sendable ([Item]) -> [(title: String?, items: [Item])] = { [(nil, $0)] },
        open: @escaping @Sendable (Int) -> AppRoute,
        images: ImageAddition? = nil,
        changes: ChangeSignal? = nil
    ) {
        self.noun = noun
        self.style = style
        self.filters = filters
        self.load = load
        self.row = row
        self.sections = sections
        self.open = open
        self.images = images
        self.changes = changes
    }
}
