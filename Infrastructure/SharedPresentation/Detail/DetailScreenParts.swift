import FeatureDomain

/// What the shared detail screen takes: how its item reads (title, fields, data), its related sections, the words
/// `open` takes, its image and its load.
///
/// A feature declares how the detail reads; the kit fills in the rest once the feature is composed: the item's load,
/// its noun (the list's), each related section's load and the image.
public struct DetailScreenParts<Item: Sendable>: Sendable {
    /// What the items are called.
    public var noun: ItemNoun
    /// One line saying what the detail shows, for `--help`.
    public var summary: String
    /// Loads the item.
    public var load: @Sendable (Int, FetchMode) async throws -> Fetched<Item>
    /// The item's title, such as its name.
    public var title: @Sendable (Item) -> String
    /// The item's labelled values.
    public var fields: @Sendable (Item) -> [ScreenSnapshot.Field]
    /// The item as data for `--json`.
    public var values: @Sendable (Item) -> [String: ScreenValue]
    /// The sections of related items, loaded once the item is known.
    public var related: [RelatedItems<Item>]
    /// What `open WORD` leads to.
    public var links: [DetailLink<Item>]
    /// The item's image, when items have one.
    public var image: ImageAddition?

    /// Creates the parts of a detail; a load not given fails until the kit fills it in.
    public init(
        noun: ItemNoun = ItemNoun("item"),
        summary: String = "",
        load: (@Sendable (Int, FetchMode) async throws -> Fetched<Item>)? = nil,
        title: @escaping @Sendable (Item) -> String,
        fields: @escaping @Sendable (Item) -> [ScreenSnapshot.Field],
        values: @escaping @Sendable (Item) -> [String: ScreenValue],
        related: [RelatedItems<Item>] = [],
        links: [DetailLink<Item>] = [],
        image: ImageAddition? = nil
    ) {
        self.noun = noun
        self.summary = summary
        self.load = load ?? { _, _ in throw NotComposed(part: "detail") }
        self.title = title
        self.fields = fields
        self.values = values
        self.related = related
        self.links = links
        self.image = image
    }
}
