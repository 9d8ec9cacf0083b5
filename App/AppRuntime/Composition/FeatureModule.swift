import CoreDI
import FeatureKit

/// One feature as a command composes it: its assembly, configured, and the name its `ScreenProvider` is
/// registered under.
public struct FeatureModule {
    /// The name of the feature's `(any ScreenProvider)` registration, such as "characters".
    public var providerName: String
    /// The feature's assembly.
    public var assembly: any ModuleAssembly

    /// Creates the module of `feature`, configured with `settings`.
    public init(_ feature: any FeatureAssembly.Type, settings: FeatureSettings) {
        providerName = feature.manifest.name
        assembly = feature.init(settings: settings)
    }

    /// Creates a module from an assembly and its provider's name.
    public init(providerName: String, assembly: any ModuleAssembly) {
        self.providerName = providerName
        self.assembly = assembly
    }
}
