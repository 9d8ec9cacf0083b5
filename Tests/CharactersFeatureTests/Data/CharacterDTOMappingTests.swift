import FeatureData
import Foundation
import Testing

@testable import CharactersFeature

@Suite("Character DTO to domain")
struct CharacterDTOMappingTests {
    @Test func placesKeepTheirIDsAndAnUnknownPlaceHasNone() throws {
        let character = try decode(origin: #"{"name": "unknown", "url": ""}"#).toDomain()

        #expect(character.origin == CharacterPlace(name: "unknown", id: nil))
        #expect(character.location == CharacterPlace(name: "Citadel of Ricks", id: 3))
        #expect(character.episodeIDs == [1, 2])
    }

    @Test func unknownStatusesAndGendersAreKeptAsTheyCame() throws {
        let character = try decode(status: "Undead", gender: "Fluid").toDomain()

        #expect(character.status == .other("Undead"))
        #expect(character.gender == .other("Fluid"))
    }

    @Test(arguments: ["Alive", "Dead", "unknown", "Undead"])
    func aStatusReadsBackAsTheAPISpellsIt(status: String) {
        #expect(CharacterStatus(apiValue: status).apiValue == status)
    }

    @Test(arguments: ["Female", "Male", "Genderless", "unknown", "Fluid"])
    func aGenderReadsBackAsTheAPISpellsIt(gender: String) {
        #expect(CharacterGender(apiValue: gender).apiValue == gender)
    }

    private func decode(
        status: String = "Alive", gender: String = "Male",
        origin: String = #"{"name": "Earth (C-137)", "url": "https://host/api/location/1"}"#
    ) throws -> APIItemDTO<CharacterDTO> {
        let json = """
            {"id": 1, "name": "Rick Sanchez", "status": "\(status)", "species": "Human", "type": "",
             "gender": "\(gender)", "origin": \(origin),
             "location": {"name": "Citadel of Ricks", "url": "https://host/api/location/3"},
             "image": "https://host/api/character/avatar/1.jpeg",
             "episode": ["https://host/api/episode/1", "https://host/api/episode/2"],
             "url": "https://host/api/character/1", "created": "2017-11-04T18:48:46.250Z"}
            """
        return try JSONDecoder().decode(APIItemDTO<CharacterDTO>.self, from: Data(json.utf8))
    }
}
