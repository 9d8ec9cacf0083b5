import AppRuntime
import CoreDI
import FeatureKit
import Foundation
import HeadlessHost
import Networking
import SharedPresentation
import Storage
import Tracking

/// A stand-in feature that resolves exactly what real features resolve and loads the characters list through
/// them, proving the composition root wires the replica, client, configuration, fetcher, tracker and clock.
struct ProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts(manifest: manifest) { resolver, _ throws(DependencyError) in
        ComposedFeature(provider: try ProbeProvider(resolver))
    }

    static let manifest = FeatureManifest(
        name: "probe",
        routes: ["characters", "character"],
        commands: [
            FeatureCommand("characters", summary: "a page", options: [.page]),
            FeatureCommand("character", summary: "one", takesID: true),
        ],
        // Every list, with nothing linked: the crawl stores the pages and each listed item.
        crawl: [.character, .episode, .location].map { CrawlContribution(resource: $0) }
    )
}

/// The probe feature, but its provider also needs something nothing registers.
struct BrokenProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts(manifest: ProbeAssembly.manifest) { resolver, _ throws(DependencyError) in
        _ = try resolver.resolve(MissingDependency.self)
        return ComposedFeature(provider: try ProbeProvider(resolver))
    }
}

/// A second feature with commands the probe does not answer (`episodes`, `episode`) and a provider that shows
/// nothing, so tests can tell which features a command composed.
struct SilentProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts.silent(
        FeatureManifest(
            name: "silent",
            routes: ["episodes", "episode"],
            commands: [
                FeatureCommand("episodes", summary: "a page", options: [.page]),
                FeatureCommand("episode", summary: "one", takesID: true),
            ]
        ))
}

/// A feature whose screens open a location, which no feature of the probe catalogs answers.
struct OpeningProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts.silent(
        FeatureManifest(name: "opening", routes: [], opens: [.location], commands: []))
}

/// A feature whose action and option take the App's own words.
struct ClashingProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts.silent(
        FeatureManifest(
            name: "clashing", routes: [], commands: [], actions: [FeatureAction("shell", summary: "clash")],
            options: [CommandOption("json", placeholder: "", value: .flag)]))
}

/// A feature with nothing but a demo, so the help's demo list has something to show.
struct DemoProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts.silent(
        FeatureManifest(
            name: "demo-probe", routes: [], commands: [], demos: [DemoScript(name: "probing", text: "characters\n")]))
}

extension FeatureParts {
    /// A feature of `manifest` that shows no screen and carries out no action.
    static func silent(_ manifest: FeatureManifest) -> FeatureParts {
        FeatureParts(manifest: manifest) { _, _ in ComposedFeature(provider: SilentProvider()) }
    }
}

/// Shows no route.
struct SilentProvider: ScreenProvider {
    @MainActor func makeScreen(for route: AppRoute) -> (any Screen)? {
        nil
    }
}

/// A type nothing registers.
struct MissingDependency: Sendable {}

/// Shows the characters list route only.
struct ProbeProvider: ScreenProvider {
    let client: any HTTPClient
    let configuration: APIConfiguration
    let fetcher: CachedFetcher
    let tracker: any EventTracker
    let clock: any Clock<Duration>

    init(_ resolver: any Resolver) throws(DependencyError) {
        client = try resolver.resolve((any HTTPClient).self)
        configuration = try resolver.resolve(APIConfiguration.self)
        fetcher = try resolver.resolve(CachedFetcher.self)
        tracker = try resolver.resolve((any EventTracker).self)
        clock = try resolver.resolve((any Clock<Duration>).self)
    }

    @MainActor func makeScreen(for route: AppRoute) -> (any Screen)? {
        guard route.name == "characters" else { return nil }
        return ProbeScreen(page: route.integer("page") ?? 1, provider: self)
    }
}
