/// The use case that loads one item for its detail: `typealias LoadLocationDetail = LoadItemDetail<Location>`.
public struct LoadItemDetail<Item: Sendable>: Sendable {
    let repository: any ItemsRepository<Item>

    /// Creates the use case over the feature's repository.
    public init(repository: any ItemsRepository<Item>) {
        self.repository = repository
    }

    /// The item `id`.
    public func callAsFunction(id: Int, mode: FetchMode) async throws -> Fetched<Item> {
        try await repository.item(id: id, mode: mode)
    }
}
