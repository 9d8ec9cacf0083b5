import AppRuntime
import Foundation
import LocationsFeature

// `swift run LocationsPreview [OPTIONS] [COMMAND]`: the App with the locations feature alone, for developing it in
// isolation (building it compiles no other feature); `--fixtures` runs it on `Fixtures/`, with no server.
exit(await FeaturePreview(LocationsAssembly.self).run(besides: #filePath))
