import FeatureDomain

/// An API item as its list and detail show it: its row, its fields, and its own values for `--json` (the kit adds its
/// basics').
public protocol DetailShown: APIItem, RowShown {
    /// The detail's labelled values.
    var fields: [ScreenSnapshot.Field] { get }
    /// The item's own fields as data for `--json`, beside its basics.
    var screenValues: [String: ScreenValue] { get }
}

extension DetailScreenParts where Item: DetailShown {
    /// The parts of an API item's detail: its title is its name, its fields are its own, its data its basics' values
    /// and its own.
    public init(
        summary: String, related: [RelatedItems<Item>] = [], links: [DetailLink<Item>] = []
    ) {
        self.init(
            summary: summary, title: \.name, fields: \.fields,
            values: { $0.basics.screenValues.merging($0.screenValues) { _, own in own } }, related: related,
            links: links)
    }
}
