import CoreDI
import FeatureData
import Foundation
import Locking
import Networking
import NetworkingTesting
import SharedPresentation
import Storage
import Tracking
import TrackingTesting

@testable import LocationsFeature

/// The feature over the API replica serving the bundled sample, in process: the real API's behaviour.
enum ReplicaLocations {
    static let baseURL = URL(string: "https://replica.test/api") ?? URL(fileURLWithPath: "/")

    /// A counting client over the replica.
    static func client() throws -> CountingReplicaClient {
        CountingReplicaClient(wrapped: try ReplicaHTTPClient.sample(baseURL: baseURL))
    }

    /// The shared loader over `client`, with nothing saved (so request counts are exact).
    static func loader(_ client: any HTTPClient) -> CachedJSONLoader {
        CachedJSONLoader(
            remote: RemoteDataSource(client: client, configuration: APIConfiguration(baseURL: baseURL)),
            fetcher: CachedFetcher(store: NullByteStore()))
    }

    /// The screen provider the assembly registers, over `client`.
    static func provider(_ client: any HTTPClient, tracker: EventTrackerSpy = EventTrackerSpy()) throws
        -> any ScreenProvider
    {
        let container = DependencyContainer()
        try container.registerInstance(client, as: (any HTTPClient).self)
        try container.registerInstance(APIConfiguration(baseURL: baseURL), as: APIConfiguration.self)
        try container.registerInstance(CachedFetcher(store: MemoryCache()), as: CachedFetcher.self)
        try container.registerInstance(tracker, as: (any EventTracker).self)
        try container.registerInstance(ContinuousClock(), as: (any Clock<Duration>).self)
        try Assembler([LocationsAssembly()]).assemble(into: container)
        return try container.resolve((any ScreenProvider).self, name: LocationsAssembly.providerName)
    }
}

/// Passes requests on to the replica and records their URLs.
final class CountingReplicaClient: HTTPClient {
    private let wrapped: ReplicaHTTPClient
    private let urls = LockedURLs()

    init(wrapped: ReplicaHTTPClient) {
        self.wrapped = wrapped
    }

    var requestedURLs: [URL] {
        urls.all
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        urls.append(request.url)
        return try await wrapped.send(request)
    }
}

/// URLs recorded from any task.
final class LockedURLs: Sendable {
    private let storage = Locked<[URL]>([])

    var all: [URL] {
        storage.withLock { $0 }
    }

    func append(_ url: URL) {
        storage.withLock { $0.append(url) }
    }
}
