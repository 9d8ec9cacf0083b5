import Foundation
import Tracking

/// Turns one screen's load events into tracking events, timing each load with an injected clock.
@MainActor
public final class TrackingLoadResourceDelegate<Resource>: LoadResourceDelegate {
    /// The resource a load delivers.
    public typealias Value = Resource

    private let screen: String
    private let tracker: any EventTracker
    private let stopwatch: Stopwatch
    private let now: @Sendable () -> Date
    private let itemCount: (Resource) -> Int
    private var elapsedSinceStart: (@Sendable () -> Duration)?

    /// Creates a delegate reporting `screen`'s loads to `tracker`, each with its `itemCount`, timed on `clock`.
    public init(
        screen: String,
        tracker: any EventTracker,
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = Date.init,
        itemCount: @escaping (Resource) -> Int
    ) {
        self.screen = screen
        self.tracker = tracker
        self.stopwatch = Stopwatch(clock: clock)
        self.now = now
        self.itemCount = itemCount
    }

    /// Tracks `loadStarted` and starts timing the load.
    public func didStartLoading() {
        elapsedSinceStart = stopwatch.start()
        track(.loadStarted)
    }

    /// Tracks `loadFinished` with the resource's item count and the load's duration.
    public func didFinishLoading(with resource: Resource) {
        track(.loadFinished(itemCount: itemCount(resource), durationMilliseconds: takeElapsedMilliseconds()))
    }

    /// Tracks `loadFailed` with the error's description and the load's duration.
    public func didFinishLoading(with error: any Error) {
        track(.loadFailed(message: String(describing: error), durationMilliseconds: takeElapsedMilliseconds()))
    }

    /// Stops timing the cancelled load without tracking it.
    public func didCancelLoading() {
        elapsedSinceStart = nil
    }

    private func track(_ kind: TrackingEvent.Kind) {
        tracker.track(TrackingEvent(kind: kind, screen: screen, timestamp: now()))
    }

    private func takeElapsedMilliseconds() -> Int {
        defer { elapsedSinceStart = nil }
        return elapsedSinceStart.map { Stopwatch.milliseconds($0()) } ?? 0
    }
}
