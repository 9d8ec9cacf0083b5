import APIVocabulary
import FeatureKit
import SharedPresentation

/// The favourites feature, the worked example of a feature that changes state: `favorite ID` and `unfavorite ID`
/// keep and drop characters in the user's data, and `favorites` lists them (each row opening the character), showing
/// every change at once.
public struct FavoritesAssembly: FeatureAssembly {
    /// Its parts: the ids kept under "favorites", the characters they name read as `CharacterSummary`, and two
    /// actions.
    public static let parts = FeatureParts.saved(
        of: .api(.character, as: CharacterSummary.self),
        list: ListScreenParts(noun: ItemNoun("favorite"), summary: "the characters kept as favourites"),
        opens: .character,
        actions: [
            ActionDeclaration(
                FeatureAction(
                    "favorite", summary: "keep a character as a favourite", takesID: true, subject: .character,
                    symbol: "☆"),
                done: { context, ids in Set(ids).intersection(try context.saved.ids()) }
            ) { context, request in
                let added = try await AddFavorite(characters: context.items, saved: context.saved)(id: request.id ?? 0)
                return FavoritesStrings.added(added.favorite, wasFavorite: added.wasFavorite, favorites: added.ids)
            },
            ActionDeclaration(
                FeatureAction(
                    "unfavorite", summary: "drop a character from the favourites", takesID: true, subject: .character,
                    symbol: "★"),
                done: { context, ids in Set(ids).subtracting(try context.saved.ids()) }
            ) { context, request in
                let id = request.id ?? 0
                let removed = try await RemoveFavorite(characters: context.items, saved: context.saved)(id: id)
                return FavoritesStrings.removed(
                    id, removed.favorite, wasFavorite: removed.wasFavorite, favorites: removed.ids)
            },
        ],
        demo: """
            # Favorites: keep characters, see the open list follow every change, drop them again.
            favorite 1
            expect Rick Sanchez
            favorite 2
            expect Morty Smith
            unfavorite 1
            expect-not Rick Sanchez
            expect Morty Smith
            unfavorite 2
            expect-not Morty Smith
            """)
}
