import APIVocabulary
import FeatureData

extension EpisodeDTO: DomainConvertible {
    /// The domain episode; the air date and code are parsed, character URLs become ids (unreadable ones dropped).
    func toDomain() -> Episode {
        Episode(
            id: id, name: name, airDateText: airDate, airDate: AirDateParser().date(from: airDate),
            code: EpisodeCode(episode), characterIDs: characters.compactMap(ResourceID.id(from:)), url: url,
            created: created)
    }
}
