import FeatureDomain
import Testing

@Suite("List filter rules")
struct ListFilterRulesTests {
    private let sut = ListFilterRules(keys: [
        .name, ListFilterKey("status"), ListFilterKey("season", kind: .positiveInteger),
    ])

    @Test func valuesAreTrimmedAndKeptInTheKeysOrder() throws {
        let filter = try sut.filter(from: ["season": " 2 ", "status": "alive", "name": " rick "])

        #expect(filter.entries.map(\.key) == ["name", "status", "season"])
        #expect(filter["name"] == "rick")
        #expect(filter["season"] == "2")
        #expect(filter.values == ["name": "rick", "status": "alive", "season": "2"])
    }

    @Test func keysAreReadInAnyCaseAndAnEmptyValueRemovesTheKey() throws {
        let filter = try sut.setting("Status", to: "dead", in: try sut.filter(from: ["name": "rick"]))

        #expect(filter["status"] == "dead")
        #expect(try sut.setting("status", to: "  ", in: filter)["status"] == nil)
        #expect(try sut.searching("", in: filter)["name"] == nil)
    }

    @Test func aValueOutsideAClosedKeysChoicesIsRefusedAndAnOpenKeyTakesAny() throws {
        let sut = ListFilterRules(keys: [
            ListFilterKey("status", choices: ["alive", "dead"]),
            ListFilterKey("gender", choices: ["female", "male"], isOpen: true),
        ])

        #expect(throws: ListQueryError.notAChoice(key: "status", value: "alvie", choices: ["alive", "dead"])) {
            try sut.filter(from: ["status": "alvie"])
        }
        #expect(try sut.filter(from: ["status": "Alive"])["status"] == "Alive", "choices are compared without case")
        #expect(try sut.filter(from: ["gender": "other"])["gender"] == "other", "an open key's server may know more")
    }

    @Test func aSearchShorterThanTwoCharactersIsRefused() {
        #expect(throws: ListQueryError.tooShort(key: "name", value: "r", minimumLength: 2)) {
            try sut.searching(" r ", in: ListFilter())
        }
    }

    @Test func anUnknownKeyIsRefusedNamingTheKeysThatExist() {
        #expect(throws: ListQueryError.unknownKey("colour", allowed: ["name", "status", "season"])) {
            try sut.setting("colour", to: "red", in: ListFilter())
        }
    }

    @Test(arguments: ["0", "-1", "two", "1.5"])
    func aNumberKeyTakesOnlyWholeNumbersFromOne(value: String) {
        #expect(throws: ListQueryError.notAPositiveNumber(key: "season", value: value)) {
            try sut.setting("season", to: value, in: ListFilter())
        }
    }

    @Test func aRefusedQueryIsNeverWorthRetrying() {
        #expect(!ListQueryError.unknownKey("x", allowed: []).isWorthRetrying)
    }
}
