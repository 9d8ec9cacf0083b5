import FeatureDomain

/// Loads one page of the locations list, narrowed by name, type and dimension.
typealias LoadLocationsPage = LoadItemsPage<Location>
