import FeatureDomain
import SharedPresentation

extension ListScreenParts {
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
}
