extension Page {
    /// Page `number` of `items`, `size` a page, under the API's rules for no match and pages past the end.
    public static func slice(of items: [Item], number: Int, size: Int) throws(LoadFailure) -> Page {
        guard !items.isEmpty else {
            guard number == 1 else { throw .pageNotFound(page: number) }
            return .noMatch
        }
        let size = max(1, size)
        let pageCount = (items.count + size - 1) / size
        guard number >= 1, number <= pageCount else { throw .pageNotFound(page: number) }
        let shown = items.dropFirst((number - 1) * size).prefix(size)
        return Page(items: Array(shown), number: number, pageCount: pageCount, totalCount: items.count)
    }
}
