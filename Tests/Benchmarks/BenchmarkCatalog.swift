import AppRuntime
import CharactersFeature
import EpisodesFeature
import LocationsFeature

/// The features the benchmarks compose: the App's, as `App/App/FeatureCatalog.swift` lists them.
///
/// An executable's sources cannot be shared, hence this copy of the list. The crawl benchmark measures whatever this
/// catalog contributes, so it works for any catalog, and a feature added here is crawled too.
enum BenchmarkCatalog {
    static let features = FeatureCatalog([
        CharactersAssembly.self,
        EpisodesAssembly.self,
        LocationsAssembly.self,
    ])
}
