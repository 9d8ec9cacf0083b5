import SharedPresentation

/// The words of the favourites feature.
enum FavoritesStrings {

    /// What `favorite` did, such as "Rick Sanchez (1) is a favourite now; 2 favourites" as its message.
    static func added(_ favorite: Favorite, favorites ids: [Int]) -> ActionResult {
        ActionResult(
            message: "\(favorite.name) (\(favorite.id)) is a favourite now; \(count(ids)).",
            values: ["id": .integer(favorite.id), "name": .text(favorite.name), "favorites": .ids(ids)])
    }

    /// What `unfavorite` did, such as "1 is no longer a favourite; 1 favourite" as its message.
    static func removed(_ id: Int, wasFavorite: Bool, favorites ids: [Int]) -> ActionResult {
        ActionResult(
            message: wasFavorite
                ? "\(id) is no longer a favourite; \(count(ids))." : "\(id) was not a favourite; nothing changed.",
            values: ["id": .integer(id), "favorites": .ids(ids)])
    }

    private static func count(_ ids: [Int]) -> String {
        ids.count == 1 ? "1 favourite" : "\(ids.count) favourites"
    }
}
