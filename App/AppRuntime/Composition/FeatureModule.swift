import FeatureKit

/// One feature as a command composes it: its parts, and the values of the options it declared.
struct FeatureModule {
    let parts: FeatureParts
    let settings: FeatureSettings

    /// The feature's manifest.
    var manifest: FeatureManifest { parts.manifest }

    init(_ feature: any FeatureAssembly.Type, settings: FeatureSettings) {
        parts = feature.parts
        self.settings = settings
    }
}
