/// A word `open WORD` takes on a detail, such as a character's `origin`, and the route it leads to.
public struct DetailLink<Item: Sendable>: Sendable {
    /// The word, such as "origin".
    public var word: String
    /// The route for an item; nil when the item names nothing there (an unknown place).
    public var route: @Sendable (Item) -> AppRoute?

    /// Creates a link.
    public init(_ word: String, route: @escaping @Sendable (Item) -> AppRoute?) {
        self.word = word
        self.route = route
    }
}
