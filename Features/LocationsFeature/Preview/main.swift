import AppRuntime
import FeatureKit
import Foundation
import LocationsFeature

// `swift run LocationsPreview [OPTIONS] [COMMAND]`: the App with the locations feature alone (its commands, its
// demo, the embedded replica), for developing the feature in isolation; building it compiles no other feature.
// With `--fixtures` it runs on the few records in `Fixtures/`, with no server and no socket.
let fixtures = FeatureFixtures.executableFixtures(bundleName: "RickAndMortyCore_LocationsPreview", besides: #filePath)
let catalog = FeatureCatalog.preview(LocationsAssembly.self, fixtures: fixtures)
let infrastructure = AppInfrastructure.live(catalog: catalog, defaultDemo: "locations")
let exitCode = await AppComposition(infrastructure: infrastructure).commandLine()
    .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
