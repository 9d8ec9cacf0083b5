import APIVocabulary
import FeatureKit
import SharedPresentation

/// A feature written as a newcomer writes one, inside the template: a log of watched episodes.
///
/// `watch ID` and `unwatch ID` keep and drop episodes in the user's data; `watched` lists them by season, each season's heading
/// saying how far the user is through it ("Season 1: 3 of 11 watched"), a count loaded from the server beside the
/// user's saved ids. It touches no container, restates no repository and overrides nothing: its fixtures answer its
/// extra loads as they answer its own.
struct WatchedAssembly: FeatureAssembly {
    /// Its parts: the ids kept under "watched", the episodes they name read as `EpisodeSummary`, each season's size.
    static let parts = FeatureParts.saved(
        "watched", of: episodes,
        list: ListScreenParts(
            noun: ItemNoun("watched episode"), summary: "the episodes watched, by season, with each season's progress",
            sections: WatchedEpisode.sections),
        opens: .episode,
        showing: { page, context in
            try await WatchedSeasons(episodes: context.items(episodes), saved: context.saved)(page)
        },
        actions: [
            ActionDeclaration(
                FeatureAction("watch", summary: "log an episode as watched", takesID: true, subject: .episode),
                done: { context, ids in Set(ids).intersection(try context.saved.ids()) }
            ) { context, request in
                let episode = try await context.items.item(id: request.id ?? 0, mode: .preferSaved).value
                return WatchedStrings.watched(
                    episode,
                    ids: try context.saved.update { ids in
                        if !ids.contains(episode.id) { ids.append(episode.id) }
                    })
            },
            ActionDeclaration(
                FeatureAction("unwatch", summary: "drop an episode from the watched ones", takesID: true)
            ) { context, request in
                let id = request.id ?? 0
                return WatchedStrings.unwatched(id, ids: try context.saved.update { $0.removeAll { $0 == id } })
            },
        ],
        demo: """
            # Watched: log episodes, see each season's progress follow, drop them again.
            watch 1
            expect Season 1: 1 of
            watch 2
            expect Season 1: 2 of
            unwatch 1
            expect Season 1: 1 of
            unwatch 2
            expect No watched episodes.
            """)

    /// The API's episodes, read as their summaries: the ones watched, and each season's.
    static let episodes = ItemsSource.api(.episode, as: EpisodeSummary.self)
}
