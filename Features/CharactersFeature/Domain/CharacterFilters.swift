import FeatureDomain

/// What the characters list is narrowed by: the name, status, species, type and gender (the API matches each as a
/// case-insensitive part of the value).
enum CharacterFilters {
    static let rules = ListFilterRules(keys: [
        .name, ListFilterKey("status", placeholder: "S"), ListFilterKey("species", placeholder: "S"),
        ListFilterKey("type", placeholder: "T"), ListFilterKey("gender", placeholder: "G"),
    ])
}
