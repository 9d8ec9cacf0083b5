import Foundation

/// The API's values as screens show them, the same everywhere, never a raw lower-case `unknown`.
public enum DisplayWord {
    /// `value` with its first letter upper-cased (`alive` is `Alive`); an empty value is `Unknown`.
    public static func capitalized(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first else { return "Unknown" }
        return first.uppercased() + trimmed.dropFirst()
    }
}
