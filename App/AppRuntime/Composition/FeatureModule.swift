import CoreDI

/// One feature as the App composes it: its assembly and the name its `ScreenProvider` is registered under.
public struct FeatureModule {
    /// The name of the feature's `(any ScreenProvider)` registration, such as "characters".
    public var providerName: String
    /// The feature's assembly.
    public var assembly: any ModuleAssembly

    /// Creates a module.
    public init(providerName: String, assembly: any ModuleAssembly) {
        self.providerName = providerName
        self.assembly = assembly
    }
}
