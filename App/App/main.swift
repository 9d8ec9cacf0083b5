import AppRuntime
import Foundation

let composition = AppComposition(infrastructure: .live(catalog: featureCatalog))
let exitCode = await composition.commandLine().run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
