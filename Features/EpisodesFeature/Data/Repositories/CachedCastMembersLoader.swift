import FeatureData

/// An episode's cast from the API's multi-id character endpoint, with this feature's own minimal DTO.
typealias CachedCastMembersLoader = CachedRelatedItemsLoader<CastMemberDTO>
