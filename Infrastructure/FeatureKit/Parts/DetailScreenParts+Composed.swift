import FeatureDomain
import SharedPresentation

extension DetailScreenParts {
    /// The detail as declared, with what the kit fills in: the list's `noun`, the item's `load`, each related
    /// section loading from `records`, and the image.
    func composed(
        noun: ItemNoun, records: any APIRecords, image: ImageAddition?,
        load: @escaping @Sendable (Int, FetchMode) async throws -> Fetched<Item>
    ) -> DetailScreenParts {
        var parts = self
        parts.noun = noun
        parts.load = load
        parts.related = related.map { $0.loading(from: records) }
        parts.image = image
        return parts
    }

    /// The routes the detail's sections and links open, each once, in order.
    var opens: [RouteName] {
        var opens: [RouteName] = []
        for route in related.map(\.opens) + links.map(\.opens) where !opens.contains(route) {
            opens.append(route)
        }
        return opens
    }
}
