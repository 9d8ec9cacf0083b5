import CoreDI

/// A feature's one public entry point: the assembly that registers its layers (ending in its `ScreenProvider`),
/// and the manifest of what it offers, so the App composes any list of features without naming one.
public protocol FeatureAssembly: ModuleAssembly, Sendable {
    /// What the feature offers: its routes, commands, actions, options, script words and crawl contribution.
    static var manifest: FeatureManifest { get }

    /// Creates the assembly configured with the values of the global options its manifest declares.
    init(settings: FeatureSettings)

    /// Replaces the feature's repositories and loaders with ones over `fixtures`, after `assemble(into:)`.
    func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer)
}

extension FeatureAssembly {
    /// Replaces nothing: a feature without data of its own runs the same on fixtures.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {}
}
