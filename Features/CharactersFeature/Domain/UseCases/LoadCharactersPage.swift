import FeatureDomain

/// Loads one page of the characters list, narrowed by name, status, species, type and gender.
typealias LoadCharactersPage = LoadItemsPage<Character>
