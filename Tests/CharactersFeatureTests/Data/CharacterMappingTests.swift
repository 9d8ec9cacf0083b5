import Foundation
import Networking
import Testing

@testable import CharactersFeature

@Suite("Character DTO mapping")
struct CharacterMappingTests {
    @Test func decodesAPageAndMapsEveryCharacter() throws {
        let dto = try decode(CharacterPageDTO.self, APISamples.pageJSON(ids: [1, 2, 3], count: 826, pages: 42))

        let page = try dto.toDomain(number: 2)

        #expect(page.characters.map(\.id) == [1, 2, 3])
        #expect(page.number == 2)
        #expect(page.pageCount == 42)
        #expect(page.totalCount == 826)
    }

    @Test func mapsEveryFieldAndReadsIDsFromURLs() throws {
        let dto = try decode(CharacterDTO.self, APISamples.characterJSON(id: 1, type: "Parasite"))

        let character = try dto.toDomain()

        #expect(character.id == 1)
        #expect(character.name == "Rick Sanchez")
        #expect(character.status == .alive)
        #expect(character.species == "Human")
        #expect(character.type == "Parasite")
        #expect(character.gender == .male)
        #expect(character.origin == CharacterPlace(name: "Earth (C-137)", id: 1))
        #expect(character.location == CharacterPlace(name: "Citadel of Ricks", id: 3))
        #expect(character.imageURL?.absoluteString == "https://example.com/api/character/avatar/1.jpeg")
        #expect(character.episodeIDs == [1, 2])
    }

    @Test func toleratesUnknownStatusAndGenderValues() throws {
        let dto = try decode(CharacterDTO.self, APISamples.characterJSON(id: 5, status: "Undead", gender: "Fluid"))

        let character = try dto.toDomain()

        #expect(character.status == .other("Undead"))
        #expect(character.gender == .other("Fluid"))
    }

    @Test func anEmptyOriginURLMeansAnUnknownPlace() throws {
        let dto = try decode(CharacterDTO.self, APISamples.characterJSON(id: 5, originURL: ""))

        #expect(try dto.toDomain().origin == CharacterPlace(name: "Earth (C-137)", id: nil))
    }

    @Test func anEpisodeURLWithoutAnIDIsAnErrorNamingTheCharacterAndField() throws {
        let dto = try decode(
            CharacterDTO.self, APISamples.characterJSON(id: 8, episodeURLs: ["https://x/api/episode/one"]))

        #expect(
            throws: CharacterMappingError.invalidResourceURL(
                characterID: 8,
                field: "episode[0]",
                url: "https://x/api/episode/one"
            )
        ) {
            try dto.toDomain()
        }
    }

    @Test func aMissingKeyIsADecodingErrorNamingItsPath() throws {
        let json = APISamples.pageJSON(ids: [1]).replacingOccurrences(of: "\"species\":\"Human\",", with: "")
        let url = try #require(URL(string: "https://example.com/api/character"))

        #expect(throws: NetworkError.self) {
            try decodeJSON(CharacterPageDTO.self, from: Data(json.utf8), url: url)
        }
        do {
            _ = try decodeJSON(CharacterPageDTO.self, from: Data(json.utf8), url: url)
        } catch {
            guard case .decoding(let path, _, _) = error else { throw error }
            #expect(path == "results[0].species")
        }
    }

    @Test func mapsAnEpisodeSummaryIgnoringTheOtherKeys() throws {
        let dtos = try decode([EpisodeSummaryDTO].self, APISamples.episodesJSON(ids: [1, 28]))

        #expect(dtos.map { $0.toDomain() } == [Fixtures.episode(id: 1), Fixtures.episode(id: 28)])
    }

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }
}
