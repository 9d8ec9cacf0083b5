import Testing

@testable import CharactersFeature

@Suite("Character values")
struct CharacterValuesTests {
    @Test func readsKnownStatusesInAnyCase() {
        #expect(CharacterStatus(apiValue: "Alive") == .alive)
        #expect(CharacterStatus(apiValue: "DEAD") == .dead)
        #expect(CharacterStatus(apiValue: "unknown") == .unknown)
    }

    @Test func keepsAnUnknownStatusAsItCame() {
        #expect(CharacterStatus(apiValue: "Zombified") == .other("Zombified"))
    }

    @Test func readsKnownGendersAndKeepsUnknownOnes() {
        #expect(CharacterGender(apiValue: "Female") == .female)
        #expect(CharacterGender(apiValue: "male") == .male)
        #expect(CharacterGender(apiValue: "Genderless") == .genderless)
        #expect(CharacterGender(apiValue: "unknown") == .unknown)
        #expect(CharacterGender(apiValue: "Fluid") == .other("Fluid"))
    }

    @Test func aFilterTrimsValuesDropsEmptyOnesAndListsKeysInAPIOrder() {
        let filter = CharacterFilter.none.setting(.gender, to: " male ").setting(.name, to: "rick")
            .setting(.type, to: "  ")

        #expect(filter.entries.map(\.key) == [.name, .gender])
        #expect(filter[.gender] == "male")
        #expect(filter[.type] == nil)
    }

    @Test func aPageKnowsItsNeighbours() {
        #expect(Fixtures.page(ids: [1], number: 1, pageCount: 2).hasNextPage)
        #expect(!Fixtures.page(ids: [1], number: 1, pageCount: 2).hasPreviousPage)
        #expect(!Fixtures.page(ids: [1], number: 2, pageCount: 2).hasNextPage)
        #expect(!CharacterPage.noMatch.hasNextPage)
    }
}
