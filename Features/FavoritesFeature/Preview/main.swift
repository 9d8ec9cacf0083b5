import AppRuntime
import FavoritesFeature
import Foundation

// `swift run FavoritesPreview [OPTIONS] [COMMAND]`: the App with the favorites feature alone, for developing it in
// isolation (building it compiles no other feature); `--fixtures` runs it on `Fixtures/`, with no server.
exit(await FeaturePreview(FavoritesAssembly.self).run(besides: #filePath))
