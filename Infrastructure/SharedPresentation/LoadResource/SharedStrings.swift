/// User-facing strings shared by every feature, kept in one place.
public enum SharedStrings {
    /// The message shown when a load fails and no better explanation is known.
    public static let loadError = "Couldn't load. Check your connection and try again."

    /// The default error-to-message mapping: always `loadError`, whatever the error.
    public static func loadErrorMessage(for error: any Error) -> String {
        loadError
    }
}
