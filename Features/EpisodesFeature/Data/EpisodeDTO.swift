import APIVocabulary
import FeatureData
import FeatureDomain

/// An episode's own fields exactly as the API sends them (`/episode/1`, or an item of a list page's `results`),
/// beside the basics every item has.
struct EpisodeDTO: ItemDTO {
    let airDate: String
    let episode: String
    let characters: [String]

    private enum CodingKeys: String, CodingKey {
        case episode, characters
        case airDate = "air_date"
    }

    /// The domain episode; the air date and code are parsed, character URLs become ids (unreadable ones dropped).
    func toDomain(_ basics: ItemBasics) -> Episode {
        Episode(
            basics: basics, airDateText: airDate, airDate: AirDateParser().date(from: airDate),
            code: EpisodeCode(episode), characterIDs: characters.compactMap(ResourceID.id(from:)))
    }
}
