import AppRuntime
import CharactersFeature
import EpisodesFeature
import FavoritesFeature
import LocationsFeature

extension FeatureCatalog {
    /// The features this App is built from: the one list that names them.
    public static let app = FeatureCatalog([
        CharactersAssembly.self,
        EpisodesAssembly.self,
        LocationsAssembly.self,
        FavoritesAssembly.self,
    ])
}
