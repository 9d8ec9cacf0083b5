import CoreDI
import Networking
import NetworkingTesting
import Storage
import TestSupport
import Tracking
import TrackingTesting

@testable import EpisodesFeature

/// Registers what the App provides the feature with, as test doubles; `leaving` out some keys on purpose.
enum AppDependencies {
    enum Key: CaseIterable {
        case httpClient, configuration, fetcher, tracker, clock
    }

    static func register(
        in container: DependencyContainer,
        client: any HTTPClient = HTTPClientSpy(),
        fetcher: CachedFetcher = CachedFetcher(store: NullByteStore()),
        tracker: any EventTracker = EventTrackerSpy(),
        leaving missing: Set<Key> = []
    ) throws {
        if !missing.contains(.httpClient) {
            try container.registerInstance(client, as: (any HTTPClient).self)
        }
        if !missing.contains(.configuration) {
            try container.registerInstance(APIConfiguration(baseURL: Fixtures.baseURL))
        }
        if !missing.contains(.fetcher) {
            try container.registerInstance(fetcher)
        }
        if !missing.contains(.tracker) {
            try container.registerInstance(tracker, as: (any EventTracker).self)
        }
        if !missing.contains(.clock) {
            try container.registerInstance(TestClock(), as: (any Clock<Duration>).self)
        }
    }
}
