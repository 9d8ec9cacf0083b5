import Foundation

/// Reads the API's air dates (`December 2, 2013`) as midnight UTC with a fixed `en_US_POSIX` formatter.
///
/// Not shared between tasks: each mapping makes its own, so no formatter is ever used concurrently.
struct AirDateParser {
    private let formatter: DateFormatter

    init() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "MMMM d, yyyy"
        formatter.isLenient = false
        self.formatter = formatter
    }

    /// The date `text` names, or nil when it is not in the API's form.
    func date(from text: String) -> Date? {
        formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
