/// User-facing strings shared by every feature, kept in one place.
public enum SharedStrings {
    /// The default error-to-message mapping: `LoadFailureText`'s sentence for the error.
    public static func loadErrorMessage(for error: any Error) -> String {
        LoadFailureText.message(for: error)
    }
}
