import FeatureDomain
import SharedPresentation

/// How a feature's detail reads: its title, fields and data, its related sections and the words `open` takes.
public struct DetailDeclaration<Item: Sendable>: Sendable {
    /// The detail's route and command, such as `.location`; nil for the resource's own name.
    public var route: RouteName?
    /// One line for `--help`.
    public var summary: String
    /// The item's title, such as its name.
    public var title: @Sendable (Item) -> String
    /// The item's labelled values.
    public var fields: @Sendable (Item) -> [ScreenSnapshot.Field]
    /// The item as data for `--json`.
    public var values: @Sendable (Item) -> [String: ScreenValue]
    /// The sections of related items, loaded once the item is known.
    public var related: [RelatedSection<Item>]
    /// What `open WORD` leads to.
    public var links: [DetailLink<Item>]

    /// Declares a detail.
    public init(
        route: RouteName? = nil,
        summary: String,
        title: @escaping @Sendable (Item) -> String,
        fields: @escaping @Sendable (Item) -> [ScreenSnapshot.Field],
        values: @escaping @Sendable (Item) -> [String: ScreenValue],
        related: [RelatedSection<Item>] = [],
        links: [DetailLink<Item>] = []
    ) {
        self.route = route
        self.summary = summary
        self.title = title
        self.fields = fields
        self.values = values
        self.related = related
        self.links = links
    }
}
