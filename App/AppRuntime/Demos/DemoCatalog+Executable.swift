import APIReplica
import FeatureKit
import Foundation
import HeadlessHost

extension DemoCatalog {
    /// The demo scripts an executable ships in its own `Demos` resource folder (the App's tour), found in the
    /// executable's resource bundle `bundleName`, else beside `sourceFile` in this checkout; nil when neither has it,
    /// so a copied binary runs without them instead of crashing.
    public static func executableDemos(bundleName: String, besides sourceFile: String) -> URL? {
        BundledResourceLocator(
            bundleName: bundleName,
            sourceDirectory: URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        )
        .directory(named: "Demos")
    }
}
