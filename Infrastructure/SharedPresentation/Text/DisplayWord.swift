import Foundation

/// The API's values as screens show them: the same words in lists, details and casts, and never a raw
/// lower-case `unknown` (the API's word for a value it does not know).
public enum DisplayWord {
    /// `value` with its first letter upper-cased (`alive` is `Alive`); an empty value is `Unknown`.
    public static func capitalized(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first else { return "Unknown" }
        return first.uppercased() + trimmed.dropFirst()
    }
}
