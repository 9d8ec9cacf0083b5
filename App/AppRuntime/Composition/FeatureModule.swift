import FeatureKit

/// One feature as a command composes it: its assembly, configured with its options' values, and its manifest.
struct FeatureModule {
    let manifest: FeatureManifest
    let assembly: any FeatureAssembly

    init(_ feature: any FeatureAssembly.Type, settings: FeatureSettings) {
        manifest = feature.manifest
        assembly = feature.init(settings: settings)
    }

}
