import FeatureDomain

/// What the shared list screen takes: what its items are called and how they read, its filters, and its loads.
///
/// A feature declares how the list reads (its `--help` line, style, row and sections, and its noun when the items are
/// not called after their API resource); the kit fills in the rest once the feature is composed: the noun when none
/// was given, the filters its source takes, the page loads, where a row leads, the images and the changes.
public struct ListScreenParts<Item: Sendable & Identifiable>: Sendable where Item.ID == Int {
    /// How the list moves through its pages.
    public enum Style: Sendable, Hashable {
        /// A page at a time: `next`, `prev`.
        case pages
        /// An endless list: `more` appends the next page.
        case endless
    }

    /// What the items are called; the list's command is its plural unless the feature names another.
    public var noun: ItemNoun {
        get { declaredNoun ?? ItemNoun("item") }
        set { declaredNoun = newValue }
    }
    /// The noun the declaration gave; nil until the kit names the list after its source.
    private var declaredNoun: ItemNoun?
    /// One line saying what the list shows, for `--help`.
    public var summary: String
    /// How the list moves through its pages.
    public var style: Style
    /// The keys the list is narrowed by; `search` sets the name.
    public var filters: ListFilterRules
    /// How an item reads as a row.
    public var row: @Sendable (Item) -> ScreenSnapshot.Row
    /// How the items loaded so far are grouped into titled sections; one untitled section by default.
    public var sections: @Sendable ([Item]) -> [(title: String?, items: [Item])]
    /// Loads a page of the list.
    public var load: @Sendable (ListQuery, FetchMode) async throws -> Fetched<Page<Item>>
    /// The route `open ID` leads to for a row.
    public var open: @Sendable (Int) -> AppRoute
    /// The items' images, when they have any.
    public var images: ImageAddition?
    /// Announces changes to what the list shows (a favourite added): the list loads again at once.
    public var changes: ChangeSignal?

    /// Creates the parts of a list; a load not given fails until the kit fills it in, and a row opens the route
    /// named by the noun unless told otherwise.
    public init(
        noun: ItemNoun? = nil,
        summary: String = "",
        style: Style = .pages,
        filters: ListFilterRules = ListFilterRules(keys: []),
        row: @escaping @Sendable (Item) -> ScreenSnapshot.Row,
        sections: @escaping @Sendable ([Item]) -> [(title: String?, items: [Item])] = { [(nil, $0)] },
        load: (@Sendable (ListQuery, FetchMode) async throws -> Fetched<Page<Item>>)? = nil,
        open: (@Sendable (Int) -> AppRoute)? = nil,
        images: ImageAddition? = nil,
        changes: ChangeSignal? = nil
    ) {
        self.declaredNoun = noun
        self.summary = summary
        self.style = style
        self.filters = filters
        self.row = row
        self.sections = sections
        self.load = load ?? { _, _ in throw NotComposed(part: "list") }
        let route = RouteName((noun ?? ItemNoun("item")).singular)
        self.open = open ?? { AppRoute(route, id: $0) }
        self.images = images
        self.changes = changes
    }

    /// These parts named `noun` when their declaration gave none: the kit names a list after its source's resource.
    public func named(byDefault noun: ItemNoun) -> ListScreenParts {
        var parts = self
        parts.declaredNoun = declaredNoun ?? noun
        return parts
    }
}
