import FeatureData
import Foundation

extension EpisodeDTO {
    /// The domain episode; the air date and code are parsed, character URLs become ids (unreadable ones dropped).
    func toDomain(airDates: AirDateParser) -> Episode {
        Episode(
            id: id,
            name: name,
            airDateText: airDate,
            airDate: airDates.date(from: airDate),
            code: EpisodeCode(episode),
            characterIDs: characters.compactMap(ResourceID.id(from:))
        )
    }
}

extension EpisodePageDTO {
    /// The domain page numbered `number` (the API's `info` does not say which page it is).
    func toDomain(number: Int) -> EpisodePage {
        let airDates = AirDateParser()
        return EpisodePage(
            episodes: results.map { $0.toDomain(airDates: airDates) },
            number: number,
            pageCount: info.pages,
            totalCount: info.count,
            nextPage: info.next == nil ? nil : number + 1
        )
    }
}

extension CastMemberDTO {
    /// The domain cast member.
    func toDomain() -> CastMember {
        CastMember(id: id, name: name, status: status, species: species)
    }
}
