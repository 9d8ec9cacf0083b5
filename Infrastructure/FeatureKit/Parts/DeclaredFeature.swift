import CoreDI

/// A feature assembly made from its `FeatureParts` (`static let parts`): its manifest, registrations and fixtures;
/// a feature that declares options implements `init(settings:)` and keeps `settings` itself.
public protocol DeclaredFeature: FeatureAssembly {
    /// The feature's declaration.
    static var parts: FeatureParts { get }
    /// The values of the global options the feature declared.
    var settings: FeatureSettings { get }
    /// Creates the assembly of a feature that reads no option.
    init()
}

extension DeclaredFeature {
    /// Creates the assembly, ignoring `settings`: a feature without options reads none.
    public init(settings: FeatureSettings) {
        self.init()
    }

    /// No option was given: a feature without options has none.
    public var settings: FeatureSettings { FeatureSettings() }

    /// The manifest made from `parts`.
    public static var manifest: FeatureManifest { parts.manifest }

    /// Registers the layers `parts` declares.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        try Self.parts.register(container, settings)
    }

    /// Replaces the feature's data with `fixtures`.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        Self.parts.fixtures(fixtures, container)
    }
}
