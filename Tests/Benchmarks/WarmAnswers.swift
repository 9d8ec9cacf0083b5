/// The answers the warm runs' `--verbose` logs show: 304s (the cached copy confirmed) and any others (a body sent).
struct WarmAnswers {
    private(set) var notModified = 0
    private(set) var bodies = 0

    /// Counts the `[http] GET … -> STATUS` lines of one run's standard error.
    mutating func count(_ standardError: String) {
        for line in standardError.split(separator: "\n") where line.hasPrefix("[http] GET") && line.contains(" -> ") {
            if line.contains(" -> 304,") { notModified += 1 } else { bodies += 1 }
        }
    }
}
