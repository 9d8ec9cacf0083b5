import APIReplica
import Foundation
import HeadlessHost

extension DemoCatalog {
    /// The demos an executable ships in its `Demos` resource folder; nil when absent, so a copied binary still runs.
    public static func executableDemos(bundleName: String, besides sourceFile: String) -> URL? {
        executableResource("Demos", bundleName: bundleName, besides: sourceFile)
    }
}

/// An executable's resource folder `name`: in its resource bundle `bundleName`, else beside `sourceFile`.
func executableResource(_ name: String, bundleName: String, besides sourceFile: String) -> URL? {
    BundledResourceLocator(
        bundleName: bundleName,
        sourceDirectory: URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    )
    .directory(named: name)
}
