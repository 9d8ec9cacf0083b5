import Testing

@testable import CharactersFeature

@Suite("SearchCharactersUseCase")
struct SearchCharactersUseCaseTests {
    private let sut = SearchCharactersUseCase()

    @Test func trimsTheQuery() throws {
        let filter = try sut.filter(searching: "  rick \n", refining: .none)

        #expect(filter[.name] == "rick")
    }

    @Test func anEmptyQueryClearsTheSearchAndKeepsTheOtherFilters() throws {
        let current = CharacterFilter.none.setting(.name, to: "rick").setting(.status, to: "alive")

        let filter = try sut.filter(searching: "   ", refining: current)

        #expect(filter == CharacterFilter.none.setting(.status, to: "alive"))
    }

    @Test func rejectsAQueryShorterThanTwoCharacters() {
        #expect(throws: CharacterQueryError.queryTooShort("r", minimumLength: 2)) {
            try sut.filter(searching: " r ", refining: .none)
        }
    }

    @Test func acceptsAQueryOfExactlyTheMinimumLength() throws {
        #expect(try sut.filter(searching: "ri", refining: .none)[.name] == "ri")
    }

    @Test func aSearchReplacesTheNameAndKeepsTheOtherFilters() throws {
        let current = CharacterFilter.none.setting(.name, to: "rick").setting(.gender, to: "male")

        let filter = try sut.filter(searching: "morty", refining: current)

        #expect(filter.entries.map(\.value) == ["morty", "male"])
    }

    @Test func readsFilterKeysInAnyCase() throws {
        let filter = try sut.filter(setting: " Status ", to: "dead", refining: .none)

        #expect(filter[.status] == "dead")
    }

    @Test func anEmptyFilterValueRemovesTheFilter() throws {
        let current = CharacterFilter.none.setting(.status, to: "dead")

        #expect(try sut.filter(setting: "status", to: "", refining: current) == .none)
    }

    @Test func rejectsAnUnknownFilterKeyListingTheAllowedOnes() {
        #expect(throws: CharacterQueryError.unknownFilterKey("planet")) {
            try sut.filter(setting: "planet", to: "earth", refining: .none)
        }
        #expect(
            CharacterQueryError.unknownFilterKey("planet").description
                == "unknown filter key 'planet'; allowed: name, status, species, type, gender"
        )
    }

    @Test func aNameFilterIsHeldToTheMinimumLengthToo() {
        #expect(throws: CharacterQueryError.queryTooShort("x", minimumLength: 2)) {
            try sut.filter(setting: "name", to: "x", refining: .none)
        }
    }

    @Test func validatesEveryFilterOfARoute() throws {
        let filter = try sut.filter(from: ["status": "alive", "name": " rick "])

        #expect(filter.entries.map(\.key) == [.name, .status])
        #expect(filter.entries.map(\.value) == ["rick", "alive"])
        #expect(throws: CharacterQueryError.unknownFilterKey("color")) {
            try sut.filter(from: ["color": "green"])
        }
    }
}
