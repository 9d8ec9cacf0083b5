/// The use case that loads one page of a feature's list: `typealias LoadLocationsPage = LoadItemsPage<Location>`.
public struct LoadItemsPage<Item: Sendable>: Sendable {
    let repository: any ItemsRepository<Item>

    /// Creates the use case over the feature's repository.
    public init(repository: any ItemsRepository<Item>) {
        self.repository = repository
    }

    /// The page `query` asks for.
    public func callAsFunction(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Item>> {
        try await repository.page(query, mode: mode)
    }
}
