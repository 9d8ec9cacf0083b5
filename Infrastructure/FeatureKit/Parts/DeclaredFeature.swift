import CoreDI

/// A feature assembly made from a `FeatureParts` declaration: its manifest, registrations and fixtures come from
/// `parts`; the assembly keeps the settings the App hands it.
///
/// ```swift
/// public struct LocationsAssembly: DeclaredFeature {
///     public let settings: FeatureSettings
///     public init(settings: FeatureSettings = FeatureSettings()) { self.settings = settings }
///     public static let parts = FeatureParts.listDetail(of: .location, as: LocationDTO.self, ...)
/// }
/// ```
public protocol DeclaredFeature: FeatureAssembly {
    /// The feature's declaration.
    static var parts: FeatureParts { get }
    /// The values of the global options the feature declared.
    var settings: FeatureSettings { get }
}

extension DeclaredFeature {
    /// The manifest made from `parts`.
    public static var manifest: FeatureManifest { parts.manifest }

    /// Registers the layers `parts` declares.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        try Self.parts.assemble(into: container, settings: settings)
    }

    /// Replaces the feature's data with `fixtures`.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        Self.parts.assembleFixtures(fixtures, into: container)
    }
}
