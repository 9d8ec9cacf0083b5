import AppRuntime
import EpisodesFeature
import Foundation

// `swift run EpisodesPreview [OPTIONS] [COMMAND]`: the App with the episodes feature alone (its commands, its
// demo, the embedded replica), for developing the feature in isolation; building it compiles no other feature.
let catalog = FeatureCatalog([EpisodesAssembly.self])
let infrastructure = AppInfrastructure.live(catalog: catalog, defaultDemo: "episodes")
let exitCode = await AppComposition(infrastructure: infrastructure).commandLine()
    .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
