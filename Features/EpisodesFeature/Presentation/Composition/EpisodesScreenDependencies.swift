import Foundation
import Tracking

/// What the episodes screens are made from: the use cases, the tracker and the clock that times loads.
struct EpisodesScreenDependencies: Sendable {
    let loadPage: LoadEpisodesPage
    let loadDetail: LoadEpisodeDetail
    let tracker: any EventTracker
    let clock: any Clock<Duration>
    var now: @Sendable () -> Date = Date.init
}
