import FeatureDomain

/// A section of a detail listing related items (an episode's cast), each row opening another feature's route.
public struct RelatedItems<Item: Sendable>: Sendable {
    /// The section's heading, such as "Cast".
    public var title: String
    /// Loads the related items of an item as rows: all of them, or the first `limit`.
    public var load: @Sendable (Item, FetchMode, _ limit: Int?) async throws -> Fetched<[ScreenSnapshot.Row]>
    /// How many related items an item links to, loaded or not.
    public var count: @Sendable (Item) -> Int
    /// The route a row's `open ID` leads to, with the row's id.
    public var opens: RouteName

    /// Creates a section whose rows open `opens`.
    public init(
        title: String,
        opens: RouteName,
        count: @escaping @Sendable (Item) -> Int,
        load: @escaping @Sendable (Item, FetchMode, _ limit: Int?) async throws -> Fetched<[ScreenSnapshot.Row]>
    ) {
        self.title = title
        self.load = load
        self.count = count
        self.opens = opens
    }
}
