import AppRuntime
import CharactersFeature
import Foundation

// `swift run CharactersPreview [OPTIONS] [COMMAND]`: the App with the characters feature alone (its commands, its
// demo, the embedded replica), for developing the feature in isolation; building it compiles no other feature.
let catalog = FeatureCatalog([CharactersAssembly.self])
let infrastructure = AppInfrastructure.live(catalog: catalog, defaultDemo: "characters")
let exitCode = await AppComposition(infrastructure: infrastructure).commandLine()
    .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
