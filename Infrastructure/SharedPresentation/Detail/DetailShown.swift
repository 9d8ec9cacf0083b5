import FeatureDomain

/// An API item as its list and detail show it: its row, and its detail's fields, each shown with its label and
/// written to `--json` under its key (the kit adds its basics').
public protocol DetailShown: APIItem, RowShown {
    /// The detail's fields, in the order the screen shows them.
    var fields: [DetailField] { get }
}

extension DetailScreenParts where Item: DetailShown {
    /// The parts of an API item's detail: its title is its name, its fields are its own, its data its basics' values
    /// and its fields'.
    public init(
        summary: String, related: [RelatedItems<Item>] = [], links: [DetailLink<Item>] = []
    ) {
        self.init(
            summary: summary, title: \.name, fields: \.fields.shown,
            values: { $0.basics.screenValues.merging($0.fields.values) { _, own in own } }, related: related,
            links: links)
    }
}
