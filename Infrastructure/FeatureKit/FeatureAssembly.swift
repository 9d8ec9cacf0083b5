/// A feature's one public entry point: its parts (`static let parts`), which say what it offers the App (its
/// manifest) and how the kit composes its screens and actions, so the App composes any list of features without
/// naming one.
public protocol FeatureAssembly: Sendable {
    /// The feature's parts.
    static var parts: FeatureParts { get }
}

extension FeatureAssembly {
    /// What the feature offers: its routes, commands, actions, options, script words, crawl and demos.
    public static var manifest: FeatureManifest { parts.manifest }
}
