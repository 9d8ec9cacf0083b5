/// Dates in the API's and HTTP's formats, computed without a calendar or formatter: quick, and never locale-bound.
enum CivilDate {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let launchDay = 17_474
    private static let firstAirDay = 16_041

    static func timestamp(daysAfterLaunch days: Int, id: Int) -> String {
        let (year, month, day) = civil(daysSince1970: launchDay + days)
        let seconds = (id &* 7_919) % 86_400
        let milliseconds = (id &* 104_729) % 1_000
        return
            "\(year)-\(pad(month))-\(pad(day))T\(pad(seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))."
            + pad(milliseconds, width: 3) + "Z"
    }

    static func airDate(week: Int) -> String {
        let (year, month, day) = civil(daysSince1970: firstAirDay + 7 * week)
        return "\(monthNames[month - 1]) \(day), \(year)"
    }

    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func pad(_ number: Int, width: Int = 2) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
