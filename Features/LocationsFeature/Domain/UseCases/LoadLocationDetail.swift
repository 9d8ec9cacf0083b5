import FeatureDomain

/// Loads one location by id.
typealias LoadLocationDetail = LoadItemDetail<Location>
