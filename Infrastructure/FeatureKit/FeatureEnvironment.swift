import CoreDI
import FeatureData
import FeatureDomain
import Networking
import Storage
import Tracking

/// What the App gives every feature, registered under these exact types, each feature's own `UserDataStore` (named
/// by the feature), and what every feature loads through: the API's records (`any APIRecords`, the one
/// `CachedJSONLoader`) and its images (`any APIImages`, the one `CachedImageLoader`), which fixtures replace.
public struct FeatureEnvironment: Sendable {
    /// The App's HTTP client, with its retries, deadline and coalescing.
    public var client: any HTTPClient
    /// The server every endpoint is built on.
    public var configuration: APIConfiguration
    /// Loads through the App's cache.
    public var fetcher: CachedFetcher
    /// Where screens report what the user does and what loads.
    public var tracker: any EventTracker
    /// The clock of debounces and load timings.
    public var clock: any Clock<Duration>
    /// What the user keeps, in the data directory; each feature gets a store of its own.
    public var userData: any UserDataStore

    /// Creates an environment.
    public init(
        client: any HTTPClient, configuration: APIConfiguration, fetcher: CachedFetcher, tracker: any EventTracker,
        clock: any Clock<Duration>, userData: any UserDataStore
    ) {
        self.client = client
        self.configuration = configuration
        self.fetcher = fetcher
        self.tracker = tracker
        self.clock = clock
        self.userData = userData
    }

    /// Registers everything a feature may resolve into `container`, with a user-data store named by each feature.
    public func register(into container: DependencyContainer, features: [String]) throws(DependencyError) {
        for feature in features {
            try container.registerInstance(userData.scoped(to: feature), as: (any UserDataStore).self, name: feature)
        }
        try container.registerInstance(client, as: (any HTTPClient).self)
        try container.registerInstance(configuration, as: APIConfiguration.self)
        try container.registerInstance(fetcher, as: CachedFetcher.self)
        try container.registerInstance(tracker, as: (any EventTracker).self)
        try container.registerInstance(clock, as: (any Clock<Duration>).self)
        let remote = RemoteDataSource(client: client, configuration: configuration)
        try container.registerInstance(CachedJSONLoader(remote: remote, fetcher: fetcher), as: (any APIRecords).self)
        try container.registerInstance(CachedImageLoader(remote: remote, fetcher: fetcher), as: (any APIImages).self)
    }
}
