import CoreDI
import FeatureDomain
import SharedPresentation

/// A feature declared as parts of a shape the kit offers (list+detail, list-only, with actions), from which the kit
/// makes its manifest, registers its layers and replaces its data with fixtures: the feature writes only what is its
/// own (its model, DTO and mapping, rows, strings) and this one declaration.
public struct FeatureParts: Sendable {
    let routes: FeatureRoutes
    let commands: [FeatureCommand]
    let opens: [RouteName]
    let actions: [FeatureAction]
    let options: [CommandOption]
    let scriptWords: [ScriptWord]
    let crawl: [CrawlContribution]
    let demos: [DemoScript]
    let register: @Sendable (DependencyContainer, FeatureSettings) throws(DependencyError) -> Void
    let fixtures: @Sendable (FeatureFixtures, DependencyContainer) -> Void

    /// The feature's name: its list's, such as "locations".
    public var name: String { routes.list }

    /// What the feature offers the App, made from its parts.
    public var manifest: FeatureManifest {
        FeatureManifest(
            name: name, routes: routes.names, opens: opens, commands: commands, actions: actions, options: options,
            scriptWords: scriptWords, crawl: crawl, demos: demos)
    }

    /// Registers the feature's layers: its repository and loaders (Data, singletons over the App's
    /// `CachedJSONLoader`), the ids it keeps and its actions (when it has any) and its `ScreenProvider`, the last
    /// two named by the feature.
    public func assemble(into container: DependencyContainer, settings: FeatureSettings) throws(DependencyError) {
        try register(container, settings)
    }

    /// Replaces the feature's repository and loaders with ones over `fixtures`.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        self.fixtures(fixtures, container)
    }
}
