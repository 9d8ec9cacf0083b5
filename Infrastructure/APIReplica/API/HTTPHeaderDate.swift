import Foundation

/// The IMF-fixdate format of HTTP headers: `Sat, 05 Nov 2022 00:00:00 GMT`.
enum HTTPHeaderDate {
    /// The header text for `date` (whole seconds), written by the server's own locale-free `HTTPDate`.
    static func format(_ date: Date) -> String {
        HTTPDate.string(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
    }

    /// The date in `text`, or nil when it is not an IMF-fixdate.
    static func parse(_ text: String) -> Date? {
        makeFormatter().date(from: text.trimmingCharacters(in: .whitespaces))
    }

    // Parsing only; a formatter per call: DateFormatter is not Sendable, and conditional requests are rare.
    private static func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
