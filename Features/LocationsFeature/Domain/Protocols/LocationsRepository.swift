import FeatureDomain

/// Where locations come from.
typealias LocationsRepository = ItemsRepository<Location>
