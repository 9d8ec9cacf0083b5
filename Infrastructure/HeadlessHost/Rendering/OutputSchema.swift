/// The version of the `--json` output's shape; it changes when a key is removed or changes meaning, not when added.
public enum OutputSchema {
    /// The current version.
    public static let version = 3
}
