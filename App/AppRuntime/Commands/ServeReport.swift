import HeadlessHost

/// What `serve` prints on standard output once the replica listens: its base URL (text prints the URL alone), and
/// with `--json` the faults it injects too.
struct ServeReport: CommandReport {
    /// The API's base URL, such as `http://127.0.0.1:8080/api`.
    let url: String
    /// The `--faults` spec, when faults are injected.
    let faults: String?

    var text: String {
        url
    }
}
