import CoreDI

/// A feature as the App composes it: its manifest, and how its screens and actions are made from what the App's
/// container holds (the records and images it loads through, its user data, the tracker and the clock).
///
/// A feature declares one of the kit's shapes (`listDetail`, `list`, `saved`), which make both from its parts.
public struct FeatureParts: Sendable {
    /// What the feature offers the App.
    public let manifest: FeatureManifest
    /// The feature's screen provider and action performer, from the App's container and the feature's settings.
    public let compose: @Sendable (any Resolver, FeatureSettings) throws(DependencyError) -> ComposedFeature

    /// Creates parts; the kit's shapes make them for a feature.
    public init(
        manifest: FeatureManifest,
        compose: @escaping @Sendable (any Resolver, FeatureSettings) throws(DependencyError) -> ComposedFeature
    ) {
        self.manifest = manifest
        self.compose = compose
    }
}
