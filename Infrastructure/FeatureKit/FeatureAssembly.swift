import CoreDI

/// A feature's one public entry point: the assembly that registers its `ScreenProvider`, and the manifest that
/// tells the App what the feature offers, so the App composes any list of features without naming one.
public protocol FeatureAssembly: ModuleAssembly, Sendable {
    /// What the feature offers: its routes, commands, script words and crawl contribution.
    static var manifest: FeatureManifest { get }

    /// Creates the assembly configured with the App's settings.
    init(settings: FeatureSettings)
}
