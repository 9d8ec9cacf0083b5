/// A list query refused before anything is asked of the server; each case names the key and the value.
public enum ListQueryError: RetryableError, Hashable, Sendable, CustomStringConvertible {
    /// A text value shorter than the key accepts (a one-letter name search, say).
    case tooShort(key: String, value: String, minimumLength: Int)
    /// A key the list is not narrowed by.
    case unknownKey(String, allowed: [String])
    /// A value that should be a whole number from 1 up.
    case notAPositiveNumber(key: String, value: String)
    /// A value that is none of the key's documented values.
    case notAChoice(key: String, value: String, choices: [String])

    /// What was refused and why, for logs.
    public var description: String {
        switch self {
        case .tooShort(let key, let value, let minimumLength):
            "\(key) \"\(value)\" is shorter than \(minimumLength) characters"
        case .unknownKey(let key, let allowed):
            "unknown filter '\(key)'; allowed: \(allowed.joined(separator: ", "))"
        case .notAPositiveNumber(let key, let value):
            "\(key) \"\(value)\" is not a whole number from 1 up"
        case .notAChoice(let key, let value, let choices):
            "\(key) \"\(value)\" is none of \(choices.joined(separator: ", "))"
        }
    }

    /// Never: the same query is refused again.
    public var isWorthRetrying: Bool { false }
}
