import FeatureData

/// The part of an API episode a character's detail needs; the other keys (`air_date`, `characters`, ...) are
/// ignored, so this feature needs nothing from the Episodes feature.
struct EpisodeSummaryDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let episode: String
}
