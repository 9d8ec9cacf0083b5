import FeatureData

extension EpisodeDTO {
    /// The domain episode; the air date and code are parsed, character URLs become ids (unreadable ones dropped).
    func toDomain(airDates: AirDateParser = AirDateParser()) -> Episode {
        Episode(
            id: id, name: name, airDateText: airDate, airDate: airDates.date(from: airDate), code: EpisodeCode(episode),
            characterIDs: characters.compactMap(ResourceID.id(from:)), url: url, created: created)
    }
}
