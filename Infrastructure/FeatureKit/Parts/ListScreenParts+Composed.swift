import FeatureDomain
import SharedPresentation

extension ListScreenParts {
    /// The list of `source`'s own items: named after its resource unless the declaration named it, and narrowed by
    /// the filters the source takes.
    func listing<Source>(_ source: ItemsSource<Source>) -> ListScreenParts {
        var parts = named(byDefault: source.noun)
        parts.filters = source.filters
        return parts
    }

    /// The list as declared, with what the kit fills in: its page `load`, where a row leads, its images and changes.
    func composed(
        open: @escaping @Sendable (Int) -> AppRoute, images: ImageAddition? = nil, changes: ChangeSignal? = nil,
        load: @escaping @Sendable (ListQuery, FetchMode) async throws -> Fetched<Page<Item>>
    ) -> ListScreenParts {
        var parts = self
        parts.load = load
        parts.open = open
        parts.images = images
        parts.changes = changes
        return parts
    }

    /// The list whose rows carry `values` as their data when they carry none of their own: a list+detail feature's
    /// rows read as data as its detail does.
    func valuing(_ values: @escaping @Sendable (Item) -> [String: ScreenValue]) -> ListScreenParts {
        var parts = self
        parts.row = { [row] item in
            var shown = row(item)
            shown.values = shown.values.isEmpty ? values(item) : shown.values
            return shown
        }
        return parts
    }
}
