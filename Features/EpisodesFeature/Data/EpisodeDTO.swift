import FeatureData

/// An episode exactly as the API sends it (`/episode/1`, or an item of a list page's `results`).
struct EpisodeDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let airDate: String
    let episode: String
    let characters: [String]
    let url: String
    let created: String

    private enum CodingKeys: String, CodingKey {
        case id, name, episode, characters, url, created
        case airDate = "air_date"
    }
}
