import CoreDI
import FeatureKit
import Foundation
import Networking
import NetworkingTesting
import SharedPresentation
import Storage
import TestSupport
import TrackingTesting

/// Features composed as the App composes them (a `FeatureEnvironment`, each feature's assembly, a verified
/// container), over the API replica answering in process: the one harness every feature's tests share.
///
/// Every request is recorded by `client`; screens' debounces run on `clock`, which moves only when a test advances
/// it.
@MainActor
public final class FeatureHarness {
    /// The client every request goes through: the replica, recorded.
    public let client: HTTPClientSpy
    /// The container the features were assembled into.
    public let container: DependencyContainer
    /// The tracker the screens report to.
    public let tracker: EventTrackerSpy
    /// The clock of the screens' debounces.
    public let clock: TestClock
    /// The cache: a memory cache by default, so a second load of the same page sends no request.
    public let store: any ByteStore
    private let features: [any FeatureAssembly.Type]

    /// Composes `features` with `settings`; `override` replaces registrations after the assemblies ran (a
    /// repository over fixtures, say), as a preview or a test does.
    public init(
        _ features: [any FeatureAssembly.Type],
        settings: FeatureSettings = FeatureSettings(),
        store: any ByteStore = MemoryCache(),
        client: HTTPClientSpy? = nil,
        override: (DependencyContainer) -> Void = { _ in }
    ) throws {
        self.client = try client ?? HTTPClientSpy.replica()
        tracker = EventTrackerSpy()
        clock = TestClock()
        self.store = store
        self.features = features
        container = DependencyContainer()
        try FeatureEnvironment(
            client: self.client,
            configuration: APIConfiguration(baseURL: ReplicaHTTPClient.testBaseURL),
            fetcher: CachedFetcher(store: store),
            tracker: tracker,
            clock: clock
        ).register(into: container)
        try Assembler(features.map { $0.init(settings: settings) }).assemble(into: container)
        override(container)
    }

    /// The screen provider of the feature named `name`.
    public func provider(_ name: String) throws -> any ScreenProvider {
        try container.resolve((any ScreenProvider).self, name: name)
    }

    /// A new (or kept) screen for `route` from the first feature that answers it; nil when none does.
    public func screen(for route: AppRoute) throws -> (any Screen)? {
        for feature in features {
            if let screen = try provider(feature.manifest.name).makeScreen(for: route) {
                return screen
            }
        }
        return nil
    }

    /// Shows `route` (appear, then settle) and returns its screen, or records an issue when no feature answers.
    public func show(_ route: AppRoute) async throws -> any Screen {
        guard let screen = try screen(for: route) else { throw HarnessError.noScreen(route) }
        screen.appear()
        await screen.settle()
        return screen
    }

    /// Performs `command` on `screen` and settles it, returning the route the command leads to.
    @discardableResult
    public func perform(_ command: ScreenCommand, on screen: any Screen) async throws -> AppRoute? {
        let route = try screen.perform(command)
        await screen.settle()
        return route
    }

    /// The paths (and queries) of the requests sent so far, such as `/api/location/3`.
    public var requestedPaths: [String] {
        client.requestedURLs.map { url in
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            return (components?.percentEncodedPath ?? url.path)
                + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
        }
    }

    /// Why a harness could not do what it was asked.
    public enum HarnessError: Error, CustomStringConvertible {
        /// No composed feature answers the route.
        case noScreen(AppRoute)

        /// What the harness could not do.
        public var description: String {
            switch self {
            case .noScreen(let route): "no feature of the harness shows '\(route)'"
            }
        }
    }
}
