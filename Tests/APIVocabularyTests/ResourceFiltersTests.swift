import FeatureDomain
import Networking
import Testing

@testable import APIVocabulary

@Suite("The API's filters of each resource")
struct ResourceFiltersTests {
    @Test func eachResourceIsNarrowedByTheKeysTheAPIDocuments() {
        #expect(
            RickAndMortyAPI.Resource.character.filters.keys.map(\.name) == [
                "name", "status", "species", "type", "gender",
            ])
        #expect(RickAndMortyAPI.Resource.episode.filters.keys.map(\.name) == ["name", "episode"])
        #expect(RickAndMortyAPI.Resource.location.filters.keys.map(\.name) == ["name", "type", "dimension"])
    }

    @Test func aFilterKeepsItsKeysInTheOrderTheAPIDocuments() throws {
        let filter = try RickAndMortyAPI.Resource.location.filters.filter(
            from: ["dimension": "C-137", "type": "Planet", "name": "Earth"])

        #expect(filter.entries.map(\.key) == ["name", "type", "dimension"])
    }

    @Test func anotherResourcesKeyIsRefusedNamingTheKeysThatExist() {
        #expect(throws: ListQueryError.unknownKey("status", allowed: ["name", "type", "dimension"])) {
            try RickAndMortyAPI.Resource.location.filters.setting("status", to: "alive", in: ListFilter())
        }
    }

    @Test func aStatusOrGenderTheAPIDoesNotDocumentIsStillAllowed() throws {
        let filter = try RickAndMortyAPI.Resource.character.filters.filter(
            from: ["status": "undead", "gender": "fluid"])

        #expect(filter["status"] == "undead")
        #expect(filter["gender"] == "fluid")
    }
}
