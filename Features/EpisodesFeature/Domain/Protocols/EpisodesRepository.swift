import FeatureDomain

/// Where episodes come from.
typealias EpisodesRepository = ItemsRepository<Episode>
