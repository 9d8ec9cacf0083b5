import FeatureDomain

/// What the locations list is narrowed by: the name, the type and the dimension (the API matches each as a
/// case-insensitive part of the value).
enum LocationFilters {
    static let rules = ListFilterRules(keys: [
        .name, ListFilterKey("type", placeholder: "T"), ListFilterKey("dimension", placeholder: "D"),
    ])
}
