import FeatureDomain

/// Loads a location's residents, sorted by id, in batches of ids.
typealias LoadLocationResidents = LoadRelatedItems<Location, Resident>
