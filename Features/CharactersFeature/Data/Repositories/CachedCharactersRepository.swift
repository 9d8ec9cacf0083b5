import FeatureData

/// Characters from the API through the cache.
typealias CachedCharactersRepository = CachedItemsRepository<CharacterDTO>
