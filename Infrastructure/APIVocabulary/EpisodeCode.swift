import Foundation

/// An episode's code as the API writes it (`S01E01`), with the season and episode numbers read from it.
///
/// A code that does not read `S<digits>E<digits>` (case-insensitive, surrounding spaces ignored) keeps its text
/// and has no numbers: such episodes are grouped under "Other", never rejected.
public struct EpisodeCode: Hashable, Sendable, Decodable {
    /// The code exactly as given.
    public let text: String
    /// The season number, nil when the code is malformed.
    public let season: Int?
    /// The episode number within its season, nil when the code is malformed.
    public let episode: Int?

    /// Reads `text`.
    public init(_ text: String) {
        self.text = text
        let numbers = Self.parse(text)
        season = numbers?.season
        episode = numbers?.episode
    }

    /// Reads the code from the API's string (an episode's `episode` key).
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// The API's `episode` filter value that selects `season` (`S01`); the API matches it as a substring.
    public static func filterValue(forSeason season: Int) -> String {
        season < 10 ? "S0\(season)" : "S\(season)"
    }

    private static func parse(_ text: String) -> (season: Int, episode: Int)? {
        let code = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard code.first == "S", let separator = code.firstIndex(of: "E") else { return nil }
        let seasonDigits = code[code.index(after: code.startIndex)..<separator]
        let episodeDigits = code[code.index(after: separator)...]
        guard let season = number(seasonDigits), let episode = number(episodeDigits) else { return nil }
        return (season, episode)
    }

    // Int(_:) alone would accept a sign ("S+1E1"); only plain ASCII digits count. Too many digits overflow to nil.
    private static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
