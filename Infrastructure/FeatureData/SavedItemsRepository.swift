import FeatureDomain

/// The items whose ids the user keeps (favourite characters), a page (`Page.slice`) at a time, each page's ids
/// loaded in one multi-id request.
public struct SavedItemsRepository<Item: Sendable & Identifiable>: ItemsRepository where Item.ID == Int {
    let saved: any SavedIDs
    let loader: any RelatedItemsLoader<Item>
    let pageSize: Int

    /// Creates the repository of the ids in `saved`, loading items through `loader`, `pageSize` a page.
    public init(saved: any SavedIDs, loader: any RelatedItemsLoader<Item>, pageSize: Int = IDBatches.size) {
        self.saved = saved
        self.loader = loader
        self.pageSize = pageSize
    }

    /// Page `query.page` of the kept items, newest last; the filter is not used (a saved list has none).
    public func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Item>> {
        let ids = try Page.slice(of: try saved.ids(), number: query.page, size: pageSize)
        let loaded = try await LoadRelatedItems(loader: loader, ids: { $0 }, order: .asListed)(
            of: ids.items, mode: mode)
        return loaded.map { Page(items: $0, number: ids.number, pageCount: ids.pageCount, totalCount: ids.totalCount) }
    }

    /// The item `id` as the server has it, kept or not; `LoadFailure.itemNotFound` when the server has none.
    public func item(id: Int, mode: FetchMode) async throws -> Fetched<Item> {
        guard id >= 1 else { throw LoadFailure.itemNotFound(id: id) }
        let loaded = try await loader.items(ids: [id], mode: mode)
        guard let item = loaded.value.first(where: { $0.id == id }) else {
            throw LoadFailure.itemNotFound(id: id, savedAt: loaded.staleSince)
        }
        return loaded.map { _ in item }
    }
}
