import FeatureDomain

/// A section of a detail listing related items (an episode's cast), each row opening another feature's route.
///
/// A feature declares one by the resource and ids its item links to (`RelatedItems(_:of:as:ids:opens:row:)`); the
/// kit fills in its load from the records the feature is composed with (`loading(from:)`).
public struct RelatedItems<Owner: Sendable>: Sendable {
    /// The section's heading, such as "Cast".
    public var title: String
    /// The route a row's `open ID` leads to, with the row's id.
    public var opens: RouteName
    /// How many related items an item links to, loaded or not.
    public var count: @Sendable (Owner) -> Int
    /// Loads the related items of an item as rows: all of them, or the first `limit`.
    public var load: @Sendable (Owner, FetchMode, _ limit: Int?) async throws -> Fetched<[ScreenSnapshot.Row]>
    private let recordsLoad: (@Sendable (any APIRecords) -> Load)?

    /// The section's load of an item's rows.
    public typealias Load = @Sendable (Owner, FetchMode, _ limit: Int?) async throws -> Fetched<[ScreenSnapshot.Row]>

    /// Creates a section given its load, whose rows open `opens`.
    public init(
        title: String, opens: RouteName, count: @escaping @Sendable (Owner) -> Int, load: @escaping Load
    ) {
        self.title = title
        self.opens = opens
        self.count = count
        self.load = load
        self.recordsLoad = nil
    }

    /// A section of the `resource` records an item links to by `ids`, each read as `type` and shown as `row`
    /// (sorted by id, or `.asListed`); its rows open `opens`.
    public init<Record: Decodable & Sendable & Identifiable>(
        _ title: String, of resource: String, as type: Record.Type, ids: @escaping @Sendable (Owner) -> [Int],
        order: LoadRelatedItems<Owner, Record>.Order = .byID, opens: RouteName,
        row: @escaping @Sendable (Record) -> ScreenSnapshot.Row
    ) where Record.ID == Int {
        self.title = title
        self.opens = opens
        self.count = { Set(ids($0)).count }
        self.load = { _, _, _ in throw NotComposed(part: "section \(title)") }
        self.recordsLoad = { records in
            let load = LoadRelatedItems(loader: records.related(Record.self, of: resource), ids: ids, order: order)
            return { owner, mode, limit in try await load(of: owner, mode: mode, limit: limit).map { $0.map(row) } }
        }
    }

    /// The section loading from `records` (the kit's, once the feature is composed); a section given its load is
    /// left as it is.
    public func loading(from records: any APIRecords) -> RelatedItems {
        var section = self
        section.load = recordsLoad?(records) ?? load
        return section
    }
}
