import FeatureKit

/// The feature's demo (`demo episodes`): the list by season and an episode's cast.
///
/// It runs with this feature alone, so its preview runs it too (the tour opens a cast member across features).
enum EpisodesDemo {
    static let script = DemoScript(
        name: "episodes",
        text: """
            # Episodes: the list by season and an episode's cast.
            episodes
            expect Episodes
            expect Season 1
            more
            expect Season 2
            episodes --season 2
            expect S02E01 · A Rickle in Time
            expect-not S01E01
            open 13
            expect Mortynight Run
            expect Cast
            expect Morty Smith
            back
            expect Season 2
            """
    )
}
