extension Paginated {
    /// Loads the page at `cursor` and returns it as a list whose `loadMore` loads the following pages, appending.
    ///
    /// `load` returns one page's items and the cursor of the next page (nil on the last page), such as
    /// `(items, next: page + 1)` for numbered pages.
    public static func firstPage<Cursor: Sendable>(
        from cursor: Cursor,
        load: @escaping @Sendable (Cursor) async throws -> (items: [Item], next: Cursor?)
    ) async throws -> Paginated<Item> {
        try await page(at: cursor, after: [], load: load)
    }

    private static func page<Cursor: Sendable>(
        at cursor: Cursor,
        after previousItems: [Item],
        load: @escaping @Sendable (Cursor) async throws -> (items: [Item], next: Cursor?)
    ) async throws -> Paginated<Item> {
        let page = try await load(cursor)
        let items = previousItems + page.items
        guard let next = page.next else {
            return Paginated(items: items)
        }
        return Paginated(items: items) {
            try await Self.page(at: next, after: items, load: load)
        }
    }
}
