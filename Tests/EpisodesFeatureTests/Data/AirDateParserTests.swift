import Testing

@testable import EpisodesFeature

@Suite("AirDateParser")
struct AirDateParserTests {
    @Test func readsTheAPIFormAsMidnightUTC() {
        #expect(AirDateParser().date(from: "December 2, 2013") == Fixtures.date(2013, 12, 2))
        #expect(AirDateParser().date(from: "September 5, 2021") == Fixtures.date(2021, 9, 5))
    }

    @Test func ignoresSurroundingSpaces() {
        #expect(AirDateParser().date(from: "  July 18, 2021 ") == Fixtures.date(2021, 7, 18))
    }

    @Test(arguments: [
        "", "TBA", "2013-12-02", "Decembr 2, 2013", "December 32, 2013", "13/02/2013",
        "December 2, 2013 extra",
    ])
    func returnsNilForTextNotInTheAPIForm(text: String) {
        #expect(AirDateParser().date(from: text) == nil)
    }
}
