import AppRuntime
import EpisodesFeature
import FeatureKit
import Foundation

// `swift run EpisodesPreview [OPTIONS] [COMMAND]`: the App with the episodes feature alone (its commands, its
// demo, the embedded replica), for developing the feature in isolation; building it compiles no other feature.
// With `--fixtures` it runs on the few records in `Fixtures/`, with no server and no socket.
let fixtures = FeatureFixtures.executableFixtures(bundleName: "RickAndMortyCore_EpisodesPreview", besides: #filePath)
let catalog = FeatureCatalog.preview(EpisodesAssembly.self, fixtures: fixtures)
let infrastructure = AppInfrastructure.live(catalog: catalog, defaultDemo: "episodes")
let exitCode = await AppComposition(infrastructure: infrastructure).commandLine()
    .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
