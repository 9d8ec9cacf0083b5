import CoreDI
import FeatureData
import FeatureDomain

/// The one way features are composed (App, previews, tests): `FeatureEnvironment` in one container, the API's
/// records and images replaced by `fixtures` when given, and each feature's screens and actions made from it.
public enum FeatureComposition {
    /// Each of `features` composed with its settings, in order; every feature's problems are one
    /// `verificationFailed`.
    public static func compose(
        _ features: [(parts: FeatureParts, settings: FeatureSettings)], environment: FeatureEnvironment,
        fixtures: FeatureFixtures? = nil
    ) throws(DependencyError) -> [ComposedFeature] {
        let container = DependencyContainer()
        try environment.register(into: container, features: features.map(\.parts.manifest.name))
        if let fixtures {
            container.override((any APIRecords).self) { _ in fixtures.apiRecords }
            container.override((any APIImages).self) { _ in FixtureImages(configuration: environment.configuration) }
        }
        var composed: [ComposedFeature] = []
        var problems: [DependencyError] = []
        for feature in features {
            do {
                composed.append(try feature.parts.compose(container, feature.settings))
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw .verificationFailed(problems) }
        return composed
    }
}
