import FeatureDomain

/// An item as a list shows it: its row, found by conformance, so a list of such items is declared without `row`.
public protocol RowShown {
    /// The item as a list row.
    var row: ScreenSnapshot.Row { get }
}

extension ListScreenParts where Item: RowShown {
    /// The parts of a list whose items read as their own rows.
    public init(
        noun: ItemNoun, summary: String = "", style: Style = .pages,
        filters: ListFilterRules = ListFilterRules(keys: []),
        sections: @escaping @Sendable ([Item]) -> [(title: String?, items: [Item])] = { [(nil, $0)] }
    ) {
        self.init(noun: noun, summary: summary, style: style, filters: filters, row: \.row, sections: sections)
    }
}
