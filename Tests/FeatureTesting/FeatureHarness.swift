import CoreDI
import FeatureKit
import Foundation
import Networking
import NetworkingTesting
import SharedPresentation
import Storage
import TestSupport
import TrackingTesting

/// Features composed as the App composes them (`FeatureComposition`: a `FeatureEnvironment`, each feature's assembly
/// in a child container, verified), over the API replica answering in process: the one harness every feature's
/// tests share.
///
/// Every request is recorded by `client`; screens' debounces run on `clock`, which moves only when a test advances
/// it.
@MainActor
public final class FeatureHarness {
    /// The client every request goes through: the replica, recorded.
    public let client: HTTPClientSpy
    /// The container of each feature, in order.
    public let containers: [DependencyContainer]
    /// The tracker the screens report to.
    public let tracker: EventTrackerSpy
    /// The clock of the screens' debounces.
    public let clock: TestClock
    /// The cache: a memory cache by default, so a second load of the same page sends no request.
    public let store: any ByteStore
    /// What the features keep for the user, in memory.
    public let userData: MemoryUserDataStore
    private let features: [any FeatureAssembly.Type]

    /// Composes `features` with `settings`; with `fixtures`, each feature's data registrations are replaced by ones
    /// over them (as a preview's `--fixtures` does) and no request goes anywhere.
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
        containers = try FeatureComposition.containers(
            for: features.map { $0.init(settings: settings) }, names: features.map { $0.manifest.name },
            environment: environment, fixtures: fixtures)
    }

    /// The container of the first feature: the one a single feature's tests resolve from.
    public var container: DependencyContainer {
        containers[0]
    }

    /// The screen provider of the feature named `name`.
    public func provider(_ name: String) throws -> any ScreenProvider {
        let index = features.firstIndex { $0.manifest.name == name } ?? 0
        return try containers[index].resolve((any ScreenProvider).self, name: name)
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
    private func performer(of name: String) throws -> any ActionPerformer {
        guard let index = features.firstIndex(where: { $0.manifest.actions.contains { $0.name == name } }) else {
            throw ActionFailure("no feature of the harness carries out '\(name)'")
        }
        return try containers[index].resolve((any ActionPerformer).self, name: features[index].manifest.name)
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
