/// A word `open WORD` takes on a detail, such as a character's `origin`, and the route it leads to.
public struct DetailLink<Item: Sendable>: Sendable {
    /// The word, such as "origin".
    public var word: String
    /// The route the word opens, with the id the item names.
    public var opens: RouteName
    /// The id the item names there; nil when it names nothing (an unknown place).
    public var id: @Sendable (Item) -> Int?

    /// Creates a link opening `opens` with the id `id` reads from the item.
    public init(_ word: String, opens: RouteName, id: @escaping @Sendable (Item) -> Int?) {
        self.word = word
        self.opens = opens
        self.id = id
    }

    /// The route for an item; nil when the item names nothing there.
    public func route(for item: Item) -> AppRoute? {
        id(item).map { AppRoute(opens, id: $0) }
    }
}
