import APIVocabulary
import SharedPresentation

/// The words of the watched-episodes feature.
enum WatchedStrings {
    /// A season's heading: `Season 1: 3 of 11 watched`, or `Other: 1 watched`.
    static func progress(_ progress: SeasonProgress, title: String) -> String {
        progress.episodes.map { "\(title): \(progress.watched) of \($0) watched" }
            ?? "\(title): \(progress.watched) watched"
    }

    /// What `watch` did, such as "S01E01 · Pilot is watched; 1 episode watched".
    static func watched(_ episode: EpisodeSummary, ids: [Int]) -> ActionResult {
        ActionResult(
            message: "\(episode.code.title(episode.name)) is watched; \(count(ids)).",
            values: ["id": .integer(episode.id), "watched": .ids(ids)])
    }

    /// What `unwatch` did, such as "Episode 1 is not watched; 0 episodes watched".
    static func unwatched(_ id: Int, ids: [Int]) -> ActionResult {
        ActionResult(
            message: "Episode \(id) is not watched; \(count(ids)).", values: ["id": .integer(id), "watched": .ids(ids)])
    }

    private static func count(_ ids: [Int]) -> String {
        ids.count == 1 ? "1 episode watched" : "\(ids.count) episodes watched"
    }
}
