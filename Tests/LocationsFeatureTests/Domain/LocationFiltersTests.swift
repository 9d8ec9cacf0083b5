import FeatureDomain
import Testing

@testable import LocationsFeature

@Suite("Location filters")
struct LocationFiltersTests {
    @Test func locationsAreNarrowedByNameTypeAndDimension() throws {
        let filter = try LocationFilters.rules.filter(from: ["dimension": "C-137", "type": "Planet", "name": "Earth"])

        #expect(filter.entries.map(\.key) == ["name", "type", "dimension"])
    }

    @Test func anyOtherKeyIsRefusedNamingTheKeysThatExist() {
        #expect(throws: ListQueryError.unknownKey("status", allowed: ["name", "type", "dimension"])) {
            try LocationFilters.rules.setting("status", to: "alive", in: ListFilter())
        }
    }
}
