import FeatureKit
import Foundation

/// A feature's preview executable: the App with that feature alone, and `--fixtures` to run on its `Fixtures/`.
@MainActor
public struct FeaturePreview {
    private let feature: any FeatureAssembly.Type

    /// Creates the preview of `feature`.
    public init(_ feature: any FeatureAssembly.Type) {
        self.feature = feature
    }

    /// Runs the preview on this process's arguments; its fixtures are found beside `sourceFile` in a checkout.
    public func run(besides sourceFile: String) async -> Int32 {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Preview"
        let fixtures = executableResource("Fixtures", bundleName: "RickAndMortyCore_\(program)", besides: sourceFile)
            .map { FeatureFixtures(directory: $0) }
        let catalog = FeatureCatalog([feature], isComplete: false, fixtures: fixtures)
        let demo = feature.manifest.demos.first?.name ?? feature.manifest.name
        let infrastructure = AppInfrastructure.live(catalog: catalog, defaultDemo: demo)
        return await AppComposition(infrastructure: infrastructure).run(
            arguments: Array(CommandLine.arguments.dropFirst())
        ).rawValue
    }
}
