/// The episodes (or anything of an episode) of one season, or of no readable season ("Other"), as lists group them.
public struct SeasonSection<Item: Sendable>: Sendable {
    /// The season number; nil for items whose code is malformed.
    public let season: Int?
    /// The season's items, in the order given.
    public let items: [Item]

    /// The season's heading: `Season 1`, or `Other` for items whose code names no season.
    public var title: String {
        season.map { "Season \($0)" } ?? "Other"
    }

    /// Groups `items` by `season`, seasons ascending, those without one last, each keeping the order given.
    public static func group(_ items: [Item], by season: (Item) -> Int?) -> [SeasonSection] {
        let bySeason = Dictionary(grouping: items, by: season)
        var sections = bySeason.keys.compactMap { $0 }.sorted().map {
            SeasonSection(season: $0, items: bySeason[$0] ?? [])
        }
        if let other = bySeason[nil] {
            sections.append(SeasonSection(season: nil, items: other))
        }
        return sections
    }

    /// `items` as a list shows them: a titled section a season, seasons ascending, "Other" last.
    public static func sections(_ items: [Item], by season: (Item) -> Int?) -> [(title: String?, items: [Item])] {
        group(items, by: season).map { ($0.title, $0.items) }
    }
}

extension SeasonSection: Equatable where Item: Equatable {}
