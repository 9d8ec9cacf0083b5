import FeatureData

/// A location's residents from the API's multi-id character endpoint, with this feature's own minimal DTO.
typealias CachedResidentsLoader = CachedRelatedItemsLoader<ResidentDTO>
