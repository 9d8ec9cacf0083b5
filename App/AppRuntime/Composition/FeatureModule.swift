import FeatureKit

/// One feature as a command composes it: its assembly, configured with its options' values, and its manifest.
public struct FeatureModule {
    /// The feature's manifest; its `ScreenProvider` (and `ActionPerformer`) are registered under its name.
    public var manifest: FeatureManifest
    /// The feature's assembly.
    public var assembly: any FeatureAssembly

    /// Creates the module of `feature`, configured with `settings`.
    public init(_ feature: any FeatureAssembly.Type, settings: FeatureSettings) {
        manifest = feature.manifest
        assembly = feature.init(settings: settings)
    }

    /// The name of the feature's registrations, such as "characters".
    public var name: String {
        manifest.name
    }
}
