import FeatureDomain

/// What the episodes list is narrowed by: the name, the code (the API's `episode` filter, matched as a part:
/// `S03` is season 3) and the season (a number, checked again on each episode's parsed code).
enum EpisodeFilters {
    static let season = "season"
    static let code = "code"

    static let rules = ListFilterRules(keys: [
        .name, ListFilterKey(code, placeholder: "C"), ListFilterKey(season, kind: .positiveInteger, placeholder: "N"),
    ])
}
