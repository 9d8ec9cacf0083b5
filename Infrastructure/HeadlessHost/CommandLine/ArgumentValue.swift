import Foundation

/// Reads and checks option and argument values, throwing a `UsageError` that names the option.
public enum ArgumentValue {
    /// `text` as a whole number of at least 1, or an error naming `target`.
    public static func positive(_ text: String, for target: String) throws(UsageError) -> Int {
        try wholeNumber(text, for: target, in: 1...Int.max, expected: "a whole number of at least 1")
    }

    /// `text` as a whole number in `range`, or an error naming `target` and what is `expected`.
    public static func wholeNumber(
        _ text: String,
        for target: String,
        in range: ClosedRange<Int>,
        expected: String
    ) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw .invalidValue(text, for: target, expected: expected)
        }
        return number
    }

    /// `text` as a random seed (a whole number from 0).
    public static func seed(_ text: String, for target: String) throws(UsageError) -> UInt64 {
        guard let number = UInt64(text) else {
            throw .invalidValue(text, for: target, expected: "a whole number of at least 0")
        }
        return number
    }

    /// `text` as a share from 0 to 1.
    public static func rate(_ text: String, for target: String) throws(UsageError) -> Double {
        guard let rate = Double(text), rate.isFinite, (0...1).contains(rate) else {
            throw .invalidValue(text, for: target, expected: "a number from 0 to 1")
        }
        return rate
    }

    /// `text` as an absolute http or https URL with a host.
    public static func httpURL(_ text: String, for target: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw .invalidValue(
                text, for: target, expected: "an http or https URL, such as https://rickandmortyapi.com/api")
        }
        return url
    }

    /// `text` as a file path; an empty text is an error.
    public static func path(_ text: String, for target: String) throws(UsageError) -> URL {
        guard !text.isEmpty else { throw .invalidValue(text, for: target, expected: "a path") }
        return URL(fileURLWithPath: text)
    }

    /// `text` itself, unless it is shorter than `minimumLength` characters once trimmed (empty, or only spaces).
    public static func text(_ text: String, for target: String, minimumLength: Int = 1) throws(UsageError) -> String {
        guard text.trimmingCharacters(in: .whitespaces).count >= max(1, minimumLength) else {
            let expected = minimumLength > 1 ? "a text of at least \(minimumLength) characters" : "a non-empty text"
            throw .invalidValue(text, for: target, expected: expected)
        }
        return text
    }
}
