import AppRuntime
import CharactersFeature
import EpisodesFeature
import LocationsFeature

/// The features this App is built from: the one list that names them (adding a feature is one line here).
let featureCatalog = FeatureCatalog([
    CharactersAssembly.self,
    EpisodesAssembly.self,
    LocationsAssembly.self,
])
