/// The App's version, as `--version` prints it.
public enum AppVersion {
    /// The version number.
    public static let number = "0.1.0"
}
