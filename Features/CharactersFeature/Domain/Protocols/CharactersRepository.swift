import FeatureDomain

/// Where characters come from.
typealias CharactersRepository = ItemsRepository<Character>
