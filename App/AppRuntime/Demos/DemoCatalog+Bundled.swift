import APIReplica
import FeatureKit
import Foundation
import HeadlessHost

extension DemoCatalog {
    /// Where the App's own demos are looked for: AppRuntime's resource bundle, else this source checkout.
    public static let locator = BundledResourceLocator(
        bundleName: "RickAndMortyCore_AppRuntime",
        sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources", isDirectory: true)
    )

    /// The App's own demos (the tour) beside `scripts` (the features' demos); when the bundle is missing, listing
    /// them gives a clear error, not a crash.
    public static func bundled(with scripts: [DemoScript] = []) -> DemoCatalog {
        let directory =
            locator.directory(named: "Demos")
            ?? Bundle.main.bundleURL.appendingPathComponent("RickAndMortyCore_AppRuntime.resources/Demos")
        return DemoCatalog(directory: directory, scripts: scripts)
    }
}
