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

extension EpisodeFilters {
    /// The episodes of `page` in the season `query` asks for, when it asks for one: the API filters codes by
    /// substring (`S01` would also match an `S010` code), so the page keeps only the parsed season's episodes.
    @Sendable static func keepingSeason(_ page: Page<Episode>, of query: ListQuery) -> Page<Episode> {
        guard let season = query.filter[season].flatMap({ Int($0) }) else { return page }
        return page.filter { $0.season == season }
    }
}
