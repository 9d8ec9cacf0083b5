/// Items of a list shown under one heading (the episodes of a season), or under none.
public struct ListSection<Item: Sendable>: Sendable {
    /// The heading, such as "Season 1"; nil for an untitled list.
    public var title: String?
    /// The items, in display order.
    public var items: [Item]

    /// Creates a section.
    public init(title: String?, items: [Item]) {
        self.title = title
        self.items = items
    }
}
