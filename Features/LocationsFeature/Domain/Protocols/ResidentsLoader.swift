import FeatureDomain

/// Loads the characters who live at a location, by id, in batches of ids.
typealias ResidentsLoader = RelatedItemsLoader<Resident>
