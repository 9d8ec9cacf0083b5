import FeatureDomain

/// What the characters list is narrowed by: the name, status, species, type and gender.
///
/// The API matches each as a case-insensitive part of the value. It documents the statuses and genders it has;
/// another server may have more, so those filters are open.
enum CharacterFilters {
    static let rules = ListFilterRules(keys: [
        .name, ListFilterKey("status", placeholder: "S", choices: ["alive", "dead", "unknown"], isOpen: true),
        ListFilterKey("species", placeholder: "S"), ListFilterKey("type", placeholder: "T"),
        ListFilterKey(
            "gender", placeholder: "G", choices: ["female", "male", "genderless", "unknown"], isOpen: true),
    ])
}
