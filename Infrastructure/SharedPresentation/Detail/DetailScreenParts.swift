import FeatureDomain

/// What a feature supplies to the shared detail screen: what its items are called, its item loader, how the item
/// reads (title, fields, data), its related items, the words `open` takes, and optionally its image.
public struct DetailScreenParts<Item: Sendable>: Sendable {
    /// What the items are called.
    public var noun: ItemNoun
    /// Loads the item (the feature's `Load<Thing>Detail`).
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

    /// Creates the parts of a detail.
    public init(
        noun: ItemNoun,
        load: @escaping @Sendable (Int, FetchMode) async throws -> Fetched<Item>,
        title: @escaping @Sendable (Item) -> String,
        fields: @escaping @Sendable (Item) -> [ScreenSnapshot.Field],
        values: @escaping @Sendable (Item) -> [String: ScreenValue],
        related: [RelatedItems<Item>] = [],
        links: [DetailLink<Item>] = [],
        image: ImageAddition? = nil
    ) {
        self.noun = noun
        self.load = load
        self.title = title
        self.fields = fields
        self.values = values
        self.related = related
        self.links = links
        self.image = image
    }
}
