import FeatureDomain

/// A section of a detail listing related items (an episode's cast), loaded once the item is known, in
/// `IDBatches`; each row opens another feature's route.
public struct RelatedItems<Item: Sendable>: Sendable {
    /// The section's heading, such as "Cast".
    public var title: String
    /// Loads the related items of an item, as rows.
    public var load: @Sendable (Item, FetchMode) async throws -> Fetched<[ScreenSnapshot.Row]>
    /// The route a row's `open ID` leads to, with the row's id.
    public var opens: RouteName

    /// Creates a section whose rows open `opens`.
    public init(
        title: String,
        opens: RouteName,
        load: @escaping @Sendable (Item, FetchMode) async throws -> Fetched<[ScreenSnapshot.Row]>
    ) {
        self.title = title
        self.load = load
        self.opens = opens
    }
}
