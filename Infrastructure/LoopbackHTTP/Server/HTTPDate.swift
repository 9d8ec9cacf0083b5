import Foundation

/// The IMF-fixdate of HTTP headers (`Sun, 06 Nov 1994 08:49:37 GMT`), written without locales.
public enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The IMF-fixdate of a time in whole seconds since 1970.
    public static func string(secondsSince1970: Int) -> String {
        let secondOfDay = (secondsSince1970 % 86_400 + 86_400) % 86_400
        let days = (secondsSince1970 - secondOfDay) / 86_400
        let (year, month, day) = civil(daysSince1970: days)
        let time = [secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60].map { pad($0) }
        return "\(weekdays[(days % 7 + 7) % 7]), \(pad(day)) \(months[month - 1]) \(year) "
            + time.joined(separator: ":") + " GMT"
    }

    /// The IMF-fixdate of `date`, its fraction of a second dropped.
    public static func string(for date: Date) -> String {
        string(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
    }

    // A formatter per call: DateFormatter is not Sendable, and conditional requests are rare.
    /// The time an IMF-fixdate names; nil when `text` is not one.
    public static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }

    /// The year, month and day (proleptic Gregorian) of a day counted from 1970-01-01.
    public static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
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

    /// `number` in decimal, zero-padded on the left to `width` digits.
    public static func pad(_ number: Int, width: Int = 2) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
