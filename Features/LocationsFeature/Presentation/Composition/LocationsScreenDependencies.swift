import Foundation
import Tracking

/// What the locations screens are made from: the use cases, the tracker and the clock that times loads.
struct LocationsScreenDependencies: Sendable {
    let loadPage: LoadLocationsPage
    let loadDetail: LoadLocationDetail
    let tracker: any EventTracker
    let clock: any Clock<Duration>
    var now: @Sendable () -> Date = Date.init
}
