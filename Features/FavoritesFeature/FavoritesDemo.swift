import FeatureKit

/// The feature's demo (`demo favorites`): keep two characters, watch the open list follow, drop them again.
///
/// Demos and previews keep favourites in a throw-away store unless `--data-dir` is given, so it never changes the
/// user's own.
enum FavoritesDemo {
    static let script = DemoScript(
        name: "favorites",
        text: """
            # Favorites: keep characters, see the open list follow every change, drop them again.
            favorites
            expect Favorites
            favorite 1
            expect Rick Sanchez
            favorite 2
            expect Morty Smith
            unfavorite 1
            expect-not Rick Sanchez
            expect Morty Smith
            unfavorite 2
            expect-not Morty Smith
            """
    )
}
