import Foundation

/// Reads a `Retry-After` header: either delay-seconds (`120`) or an HTTP-date (`Wed, 21 Oct 2015 07:28:00 GMT`).
public enum RetryAfter {
    /// The wait that `value` asks for, measured from `now` for the HTTP-date form; nil when it is neither form.
    public static func delay(from value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            return Int(trimmed).map { .seconds($0) } ?? .seconds(Int.max)
        }
        guard let date = httpDate(trimmed) else {
            return nil
        }
        let seconds = max(0, date.timeIntervalSince(now)).rounded(.up)
        return .seconds(Int(min(seconds, Double(Int32.max))))
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}

extension HTTPResponse {
    /// The wait the `Retry-After` header asks for (see `RetryAfter.delay(from:now:)`), nil when absent or invalid.
    public func retryAfter(now: Date = Date()) -> Duration? {
        header("Retry-After").flatMap { RetryAfter.delay(from: $0, now: now) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
