import APIReplica
import FeatureKit
import Foundation

extension FeatureFixtures {
    /// The fixtures a preview ships in its own `Fixtures` resource folder, found in the executable's resource
    /// bundle `bundleName`, else beside `sourceFile` in this checkout; nil when neither has them.
    public static func executableFixtures(bundleName: String, besides sourceFile: String) -> FeatureFixtures? {
        BundledResourceLocator(
            bundleName: bundleName,
            sourceDirectory: URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        )
        .directory(named: "Fixtures")
        .map { FeatureFixtures(directory: $0) }
    }
}
