import AppCatalog
import AppRuntime
import Foundation
import HeadlessHost

// The App: the features of its catalog (`FeatureCatalog.app`, in `App/AppCatalog`), and the tour (its own demo, in `Demos/`) when no command is given.
let demos = DemoCatalog.executableDemos(bundleName: "RickAndMortyCore_App", besides: #filePath)
let infrastructure = AppInfrastructure.live(catalog: .app, defaultDemo: "tour", demosDirectory: demos)
let exitCode = await AppComposition(infrastructure: infrastructure).run(
    arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
