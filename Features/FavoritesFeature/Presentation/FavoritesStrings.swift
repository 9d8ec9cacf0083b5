import APIVocabulary
import SharedPresentation

/// The words of the favourites feature.
enum FavoritesStrings {

    /// What `favorite` did, such as "Rick Sanchez (1) is a favourite now; 2 favourites" (or "is already").
    static func added(_ favorite: CharacterSummary, wasFavorite: Bool, favorites ids: [Int]) -> ActionResult {
        let state = wasFavorite ? "is already a favourite" : "is a favourite now"
        return ActionResult(
            message: "\(favorite.name) (\(favorite.id)) \(state); \(count(ids)).",
            values: ["id": .integer(favorite.id), "name": .text(favorite.name), "favorites": .ids(ids)])
    }

    /// What `unfavorite` did, such as "Rick Sanchez (1) is no longer a favourite; 1 favourite".
    static func removed(_ id: Int, _ favorite: CharacterSummary?, wasFavorite: Bool, favorites ids: [Int])
        -> ActionResult
    {
        let name = favorite.map { "\($0.name) (\(id))" } ?? "Character \(id)"
        var values: [String: ScreenValue] = ["id": .integer(id), "favorites": .ids(ids)]
        values["name"] = favorite.map { .text($0.name) }
        return ActionResult(
            message: wasFavorite
                ? "\(name) is no longer a favourite; \(count(ids))." : "\(name) was not a favourite; nothing changed.",
            values: values)
    }

    private static func count(_ ids: [Int]) -> String {
        ids.count == 1 ? "1 favourite" : "\(ids.count) favourites"
    }
}
