import APIVocabulary
import FeatureDomain
import Foundation

extension ListFilter {
    /// The filter as the API's episode query: `name`, and `episode` from the code, or else from the season
    /// (`S03`); the season is checked again on each episode's parsed code.
    var episodeQueryItems: [URLQueryItem] {
        var items = self["name"].map { [URLQueryItem(name: "name", value: $0)] } ?? []
        if let code = self[EpisodeFilters.code] {
            items.append(URLQueryItem(name: "episode", value: code))
        } else if let season = self[EpisodeFilters.season].flatMap({ Int($0) }) {
            items.append(URLQueryItem(name: "episode", value: EpisodeCode.filterValue(forSeason: season)))
        }
        return items
    }
}
