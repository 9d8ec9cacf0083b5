/// The version of the `--json` output's shape (see `Schemas/app-output.schema.json`); it changes when a key is
/// removed or changes meaning, not when one is added.
public enum OutputSchema {
    /// The current version.
    public static let version = 2
}
