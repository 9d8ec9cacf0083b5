import LoopbackHTTP

/// Dates in the API's formats, computed without a calendar or formatter: quick, and never locale-bound.
enum CivilDate {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let launchDay = 17_474
    private static let firstAirDay = 16_041

    static func timestamp(daysAfterLaunch days: Int, id: Int) -> String {
        let (year, month, day) = HTTPDate.civil(daysSince1970: launchDay + days)
        let seconds = (id &* 7_919) % 86_400
        let milliseconds = (id &* 104_729) % 1_000
        return
            "\(year)-\(HTTPDate.pad(month))-\(HTTPDate.pad(day))T\(HTTPDate.pad(seconds / 3600)):\(HTTPDate.pad(seconds / 60 % 60)):\(HTTPDate.pad(seconds % 60))."
            + HTTPDate.pad(milliseconds, width: 3) + "Z"
    }

    static func airDate(week: Int) -> String {
        let (year, month, day) = HTTPDate.civil(daysSince1970: firstAirDay + 7 * week)
        return "\(monthNames[month - 1]) \(day), \(year)"
    }
}
