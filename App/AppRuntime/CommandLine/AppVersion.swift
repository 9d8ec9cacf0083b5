/// The App's version, as `--version` prints it.
enum AppVersion {
    static let number = "0.1.0"
}
