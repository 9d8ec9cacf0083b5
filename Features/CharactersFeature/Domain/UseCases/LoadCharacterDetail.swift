import FeatureDomain

/// Loads one character by id.
typealias LoadCharacterDetail = LoadItemDetail<Character>
