import AppRuntime
import EpisodesFeature
import Foundation

// `swift run EpisodesPreview [OPTIONS] [COMMAND]`: the App with the episodes feature alone, for developing it in
// isolation (building it compiles no other feature); `--fixtures` runs it on `Fixtures/`, with no server.
exit(await FeaturePreview(EpisodesAssembly.self).run(besides: #filePath))
