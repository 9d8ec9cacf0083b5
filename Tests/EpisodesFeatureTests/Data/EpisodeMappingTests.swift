import Foundation
import Networking
import Testing

@testable import EpisodesFeature

@Suite("Episode DTOs and mapping")
struct EpisodeMappingTests {
    private let url = Fixtures.baseURL

    @Test func decodesAnEpisodeAsTheAPISendsIt() throws {
        let json = APIJSON.episode(
            id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characters: [1, 2])

        let dto = try decodeJSON(EpisodeDTO.self, from: APIJSON.data(json), url: url)

        #expect(dto.id == 1)
        #expect(dto.name == "Pilot")
        #expect(dto.airDate == "December 2, 2013")
        #expect(dto.episode == "S01E01")
        #expect(dto.characters == ["https://api.test/api/character/1", "https://api.test/api/character/2"])
        #expect(dto.url == "https://api.test/api/episode/1")
    }

    @Test func mapsAnEpisodeParsingItsDateCodeAndCharacterIDs() throws {
        let json = APIJSON.episode(
            id: 28, name: "The Ricklantis Mixup", airDate: "September 10, 2017",
            code: "S03E07", characters: [1, 2, 4])

        let episode = try decodeJSON(EpisodeDTO.self, from: APIJSON.data(json), url: url).toDomain(
            airDates: AirDateParser())

        #expect(
            episode
                == Episode(
                    id: 28, name: "The Ricklantis Mixup", airDateText: "September 10, 2017",
                    airDate: Fixtures.date(2017, 9, 10), code: EpisodeCode("S03E07"), characterIDs: [1, 2, 4]))
        #expect(episode.season == 3)
        #expect(episode.number == 7)
    }

    @Test func keepsAnUnreadableDateAsTextAndDropsUnreadableCharacterURLs() throws {
        var json = APIJSON.episode(id: 5, airDate: "sometime", code: "special")
        json["characters"] = ["https://api.test/api/character/7", "https://api.test/api/character/", "garbage"]

        let episode = try decodeJSON(EpisodeDTO.self, from: APIJSON.data(json), url: url).toDomain(
            airDates: AirDateParser())

        #expect(episode.airDate == nil)
        #expect(episode.airDateText == "sometime")
        #expect(episode.season == nil)
        #expect(episode.characterIDs == [7])
    }

    @Test func mapsAPageWithANextPage() throws {
        let json = APIJSON.page(
            [APIJSON.episode(id: 21), APIJSON.episode(id: 22)], count: 51, pages: 3,
            next: "https://api.test/api/episode?page=3")

        let page = try decodeJSON(EpisodePageDTO.self, from: APIJSON.data(json), url: url).toDomain(number: 2)

        #expect(page.episodes.map(\.id) == [21, 22])
        #expect(page.number == 2)
        #expect(page.pageCount == 3)
        #expect(page.totalCount == 51)
        #expect(page.nextPage == 3)
    }

    @Test func mapsTheLastPageWithoutANextPage() throws {
        let json = APIJSON.page([APIJSON.episode(id: 41)], count: 51, pages: 3, next: nil)

        let page = try decodeJSON(EpisodePageDTO.self, from: APIJSON.data(json), url: url).toDomain(number: 3)

        #expect(page.nextPage == nil)
    }

    @Test func decodesTheCastFieldsOfACharacterIgnoringTheRest() throws {
        let json = APIJSON.character(id: 2, name: "Morty Smith", status: "Alive", species: "Human")

        let member = try decodeJSON(CastMemberDTO.self, from: APIJSON.data(json), url: url).toDomain()

        #expect(member == CastMember(id: 2, name: "Morty Smith", status: "Alive", species: "Human"))
    }

    @Test func aMissingKeyIsADecodingErrorNamingIt() throws {
        var json = APIJSON.episode(id: 1)
        json["air_date"] = nil

        let error = #expect(throws: NetworkError.self) {
            try decodeJSON(EpisodeDTO.self, from: APIJSON.data(json), url: url)
        }

        guard case .decoding(let path, _, _) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(path == "air_date")
    }
}
