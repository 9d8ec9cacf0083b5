import FeatureKit
import Foundation
import Networking
import NetworkingTesting
import SharedPresentation
import Storage
import TestSupport
import TrackingTesting

/// Features composed as the App composes them (`FeatureComposition`: a `FeatureEnvironment` in a container, each
/// feature's parts composed from it), over the API replica answering in process: the one harness every feature's
/// tests share.
///
/// Every request is recorded by `client`; screens' debounces run on `clock`, which moves only when a test advances
/// it.
@MainActor
public final class FeatureHarness {
    /// The client every request goes through: the replica, recorded.
    public let client: HTTPClientSpy
    /// Each feature composed: its screen provider and action performer, in order.
    public let composed: [ComposedFeature]
    /// The tracker the screens report to.
    public let tracker: EventTrackerSpy
    /// The clock of the screens' debounces.
    public let clock: TestClock
    /// The cache: a memory cache by default, so a second load of the same page sends no request.
    public let store: any ByteStore
    /// What the features keep for the user, in memory.
    public let userData: MemoryUserDataStore
    private let features: [any FeatureAssembly.Type]

    /// Composes `features` with `settings`; with `fixtures`, every feature loads from them (as a preview's
    /// `--fixtures` does) and no request goes anywhere.
    public init(
        _ features: [any FeatureAssembly.Type],
        settings: FeatureSettings = FeatureSettings(),
        store: any ByteStore = MemoryCache(),
        client: HTTPClientSpy? = nil,
        fixtures: FeatureFixtures? = nil
    ) throws {
        self.client = try client ?? HTTPClientSpy.replica()
        tracker = EventTrackerSpy()
        clock = TestClock()
        self.store = store
        self.features = features
        userData = MemoryUserDataStore()
        let environment = FeatureEnvironment(
            client: self.client,
            configuration: APIConfiguration(baseURL: ReplicaHTTPClient.testBaseURL),
            fetcher: CachedFetcher(store: store),
            tracker: tracker,
            clock: clock,
            userData: userData
        )
        composed = try FeatureComposition.compose(
            features.map { ($0.parts, settings.restricted(to: $0.manifest.options)) }, environment: environment,
            fixtures: fixtures)
    }

    /// The screen provider of the feature named `name` (the first feature's when none is).
    public func provider(_ name: String) -> any ScreenProvider {
        composed[features.firstIndex { $0.manifest.name == name } ?? 0].provider
    }

    /// Carries out `request` with the performer of the feature that declares the action.
    public func perform(_ request: ActionRequest) async throws -> ActionResult {
        try await performer(of: request.name).perform(request)
    }

    /// Whether `request` would change nothing now, as the performer of the feature that declares the action says.
    public func isDone(_ request: ActionRequest) async throws -> Bool {
        try await performer(of: request.name).done([request]).contains(request)
    }

    /// The performer of the feature that declares the action `name`.
    public func performer(of name: String) throws -> any ActionPerformer {
        guard let index = features.firstIndex(where: { $0.manifest.actions.contains { $0.name == name } }),
            let performer = composed[index].performer
        else {
            throw ActionFailure("no feature of the harness carries out '\(name)'")
        }
        return performer
    }

    /// A new (or kept) screen for `route` from the first feature that answers it; nil when none does.
    public func screen(for route: AppRoute) throws -> (any Screen)? {
        for feature in features {
            if let screen = provider(feature.manifest.name).makeScreen(for: route) {
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
