import Foundation

/// The IMF-fixdate of HTTP headers (`Sun, 06 Nov 1994 08:49:37 GMT`), written without locales.
enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(secondsSince1970: Int) -> String {
        let secondOfDay = (secondsSince1970 % 86_400 + 86_400) % 86_400
        let days = (secondsSince1970 - secondOfDay) / 86_400
        let (year, month, day) = CivilDate.civil(daysSince1970: days)
        let time = [secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60].map { CivilDate.pad($0) }
        return "\(weekdays[(days % 7 + 7) % 7]), \(CivilDate.pad(day)) \(months[month - 1]) \(year) "
            + time.joined(separator: ":") + " GMT"
    }

    static func string(for date: Date) -> String {
        string(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
    }

    // A formatter per call: DateFormatter is not Sendable, and conditional requests are rare.
    static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
