import FeatureDomain

/// Loads the characters an episode lists, as cast members, in batches of ids.
typealias CastMembersLoader = RelatedItemsLoader<CastMember>
