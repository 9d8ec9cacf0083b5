import FeatureDomain

/// Loads an episode's cast, sorted by id, in batches of ids.
typealias LoadEpisodeCast = LoadRelatedItems<Episode, CastMember>
