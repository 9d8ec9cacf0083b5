import APIVocabulary
import FeatureDomain
import Foundation

@testable import EpisodesFeature

/// Episodes and dates made in tests.
enum Fixtures {
    static func episode(id: Int, code: String = "S01E01", name: String = "An episode") -> Episode {
        Episode(
            basics: ItemBasics(
                id: id, name: name, url: "https://host/api/episode/\(id)", created: "2017-11-10T12:56:33.798Z"),
            airDateText: "December 2, 2013", airDate: nil, code: EpisodeCode(code), characterIDs: [1, 2])
    }

    /// Midnight UTC of the day.
    static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }
}
