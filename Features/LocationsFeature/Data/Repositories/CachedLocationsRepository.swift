import FeatureData

/// Locations from the API through the cache.
typealias CachedLocationsRepository = CachedItemsRepository<LocationDTO>
