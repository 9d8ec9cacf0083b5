import AppRuntime
import CharactersFeature
import Foundation

// `swift run CharactersPreview [OPTIONS] [COMMAND]`: the App with the characters feature alone, for developing it in
// isolation (building it compiles no other feature); `--fixtures` runs it on `Fixtures/`, with no server.
exit(await FeaturePreview(CharactersAssembly.self).run(besides: #filePath))
