import FeatureDomain

/// Loads one episode by id.
typealias LoadEpisodeDetail = LoadItemDetail<Episode>
