import AppRuntime
import Foundation
import LocationsFeature

// `swift run LocationsPreview [OPTIONS] [COMMAND]`: the App with the locations feature alone (its commands, its
// demo, the embedded replica), for developing the feature in isolation; building it compiles no other feature.
let catalog = FeatureCatalog([LocationsAssembly.self])
let infrastructure = AppInfrastructure.live(catalog: catalog, defaultDemo: "locations")
let exitCode = await AppComposition(infrastructure: infrastructure).commandLine()
    .run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
