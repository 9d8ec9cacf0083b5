import Testing

@testable import LocationsFeature

@Suite("LocationFilter")
struct LocationFilterTests {
    @Test func keepsNameTypeAndDimensionTrimmedInTheOrderTheyAreSent() throws {
        let filter = try LocationFilter.none.setting("dimension", to: " C-137 ").setting("TYPE", to: "Planet")

        #expect(filter.entries.map(\.key) == ["type", "dimension"])
        #expect(filter.entries.map(\.value) == ["Planet", "C-137"])
        #expect(filter.queryItems.map(\.name) == ["type", "dimension"])
    }

    @Test func anEmptyValueRemovesTheKey() throws {
        let filter = try LocationFilter.none.setting("type", to: "Planet").setting("type", to: " ")

        #expect(filter == .none)
    }

    @Test func aKeyTheAPIDoesNotFilterLocationsByIsRefusedNamingIt() {
        #expect(throws: LocationsError.unknownFilterKey("status")) {
            try LocationFilter.none.setting("status", to: "x")
        }
    }
}
