import TestSupport

/// Builds random command lines and script lines from the App's own words mixed with noise, deterministically.
struct InputFuzzer {
    private static let words = [
        "characters", "character", "episodes", "episode", "image", "demo", "shell", "serve", "crawl", "cache",
        "stats", "verify", "clear", "next", "prev", "refresh", "more", "open", "back", "search", "filter", "retry",
        "wait", "expect", "expect-not", "--page", "--name", "--status", "--species", "--type", "--gender",
        "--season", "--api", "--dataset", "--cache-dir", "--no-cache", "--json", "--events", "--verbose",
        "--failure-rate", "--failure-seed", "--port", "--faults", "--images", "--concurrency", "--help", "-h",
        "--version", "--", "-", "0", "1", "-1", "42", "99999999999999999999", "1.5", "nan", "abc", "status=alive",
        "=", "name=", "rate=2", "http://", "http://127.0.0.1:1", "ftp://x", "", " ", "\"", "#", "\u{0}", "é",
    ]

    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// Up to six tokens, each a known word, a mangled one, or random bytes as text.
    mutating func commandLine() -> [String] {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in token() }
    }

    /// A script line: tokens joined by spaces, sometimes with a quote, a comment or a tab.
    mutating func scriptLine() -> String {
        let line = commandLine().joined(separator: Bool.random(using: &generator) ? " " : "\t")
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return "# " + line
        case 1: return "\"" + line
        default: return line
        }
    }

    private mutating func token() -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...6:
            return Self.words.randomElement(using: &generator) ?? ""
        case 7:
            let word = Self.words.randomElement(using: &generator) ?? ""
            return String(word.shuffled(using: &generator))
        default:
            let bytes = generator.bytes(count: Int.random(in: 1...12, using: &generator))
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
