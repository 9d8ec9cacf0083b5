import Foundation

/// Writes air dates in the screens' fixed UTC form, `2013-12-02`, whatever the machine's time zone.
enum DisplayDate {
    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// `yyyy-MM-dd` in UTC.
    static func day(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }

    /// An episode's air date as `yyyy-MM-dd`, or the API's text as given when it could not be read.
    static func airDate(of episode: Episode) -> String {
        episode.airDate.map(day) ?? episode.airDateText
    }

    private static func pad(_ value: Int?, _ width: Int) -> String {
        let digits = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
