import Foundation
import SharedPresentation
import TestSupport
import TrackingTesting

@testable import EpisodesFeature

/// The spies episodes screens are built over, and the screens built the way the provider builds them.
@MainActor
struct ScreenTestContext {
    let repository = EpisodesRepositorySpy()
    let cast = CastLoaderSpy()
    let tracker = EventTrackerSpy()
    let clock = TestClock()
    nonisolated static let now = Fixtures.date(2024, 5, 1, 10, 30)

    var dependencies: EpisodesScreenDependencies {
        let loadEpisode = LoadEpisode(repository: repository)
        return EpisodesScreenDependencies(
            loadPage: LoadEpisodesPage(repository: repository),
            loadDetail: LoadEpisodeDetail(loadEpisode: loadEpisode, castLoader: cast),
            tracker: tracker,
            clock: clock,
            now: { Self.now }
        )
    }

    func makeList(page: Int = 1, season: Int? = nil) -> any Screen {
        EpisodeListComposer.makeScreen(page: page, season: season, dependencies: dependencies)
    }

    func makeDetail(id: Int) -> any Screen {
        EpisodeDetailComposer.makeScreen(id: id, dependencies: dependencies)
    }
}
