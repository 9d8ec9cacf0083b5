/// Where a feature's items come from: pages of its list and single items.
public protocol ItemsRepository<Item>: Sendable {
    /// The feature's item.
    associatedtype Item: Sendable

    /// A page of the list narrowed by the query's filter; a page past the end throws `pageNotFound`.
    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Item>>
    /// The item `id`; throws `LoadFailure.itemNotFound` when there is none.
    func item(id: Int, mode: FetchMode) async throws -> Fetched<Item>
}
