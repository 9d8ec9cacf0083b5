import FeatureDomain
import Foundation

@testable import EpisodesFeature

/// Domain values for tests, with defaults for whatever a test does not care about.
enum Fixtures {
    static let baseURL = URL(string: "https://api.test/api") ?? URL(fileURLWithPath: "/")

    static func episode(
        id: Int,
        name: String? = nil,
        code: String = "S01E01",
        airDateText: String = "December 2, 2013",
        airDate: Date? = date(2013, 12, 2),
        characterIDs: [Int] = [1, 2]
    ) -> Episode {
        Episode(
            id: id,
            name: name ?? "Episode \(id)",
            airDateText: airDateText,
            airDate: airDate,
            code: EpisodeCode(code),
            characterIDs: characterIDs
        )
    }

    static func page(
        _ number: Int,
        _ episodes: [Episode],
        pageCount: Int = 3,
        totalCount: Int = 51,
        freshness: Freshness = .fresh
    ) -> Fetched<EpisodePage> {
        let page = EpisodePage(
            episodes: episodes,
            number: number,
            pageCount: pageCount,
            totalCount: totalCount,
            nextPage: number < pageCount ? number + 1 : nil
        )
        return Fetched(value: page, freshness: freshness)
    }

    static func castMember(id: Int, name: String? = nil, status: String = "Alive", species: String = "Human")
        -> CastMember
    {
        CastMember(id: id, name: name ?? "Character \(id)", status: status, species: species)
    }

    static func fresh<Value>(_ value: Value) -> Fetched<Value> {
        Fetched(value: value, freshness: .fresh)
    }

    /// Midnight UTC of the given day (optionally at a time).
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}
