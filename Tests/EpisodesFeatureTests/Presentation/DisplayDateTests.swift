import Testing

@testable import EpisodesFeature

@Suite("DisplayDate")
struct DisplayDateTests {
    @Test func writesDaysAsYearMonthDayInUTC() {
        #expect(DisplayDate.day(Fixtures.date(2013, 12, 2)) == "2013-12-02")
        #expect(DisplayDate.day(Fixtures.date(2021, 9, 5, 23, 59)) == "2021-09-05")
    }

    @Test func writesSavedTimesToTheMinuteInUTC() {
        #expect(DisplayDate.minute(Fixtures.date(2024, 1, 7, 8, 5)) == "2024-01-07 08:05")
    }

    @Test func showsAnAirDateParsedOrElseAsGiven() {
        #expect(DisplayDate.airDate(of: Fixtures.episode(id: 1)) == "2013-12-02")
        #expect(DisplayDate.airDate(of: Fixtures.episode(id: 1, airDateText: "TBA", airDate: nil)) == "TBA")
    }
}
