import FeatureDomain

/// An item as a list shows it: its row, found by conformance, so a list of such items is declared without `row`.
public protocol RowShown {
    /// The item as a list row.
    var row: ScreenSnapshot.Row { get }
}

extension ListScreenParts where Item: RowShown {
    /// The parts of a list whose items read as their own rows; the kit fills in the filters its source takes, and
    /// the noun when none is given.
    public init(
        noun: ItemNoun? = nil, summary: String = "", style: Style = .pages,
        sections: @escaping @Sendable ([Item]) -> [(title: String?, items: [Item])] = { [(nil, $0)] }
    ) {
        self.init(noun: noun, summary: summary, style: style, row: \.row, sections: sections)
    }
}
