/// The words that may stand where the cursor is: Tab completes the word before the cursor with them.
public struct LineCompletion: Hashable, Sendable {
    /// Where the word being completed starts, in characters from the start of the line.
    public var start: Int
    /// Every word that may stand there; those starting with what is typed fit.
    public var candidates: [String]
    /// The candidates Tab completes to first when several fit (a word that needs nothing more after it); a second
    /// Tab lists every one that fitted.
    public var preferred: Set<String>

    /// Creates a completion of the word starting at `start`.
    public init(start: Int, candidates: [String], preferred: Set<String> = []) {
        self.start = start
        self.candidates = candidates
        self.preferred = preferred
    }

    /// Nothing completes here.
    public static let none = LineCompletion(start: 0, candidates: [])

    /// The candidates that start with `typed`, each once, in their order.
    public func fitting(_ typed: String) -> [String] {
        var seen: Set<String> = []
        return candidates.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }
    }

    /// What Tab puts in place of `typed`: the one word that fits (and a space after it unless it ends with `=`),
    /// else the longest start the preferred words that fit share, else the one all that fit share; nil when that
    /// adds nothing.
    public func replacement(for typed: String) -> String? {
        let fitting = fitting(typed)
        if fitting.count == 1, let only = fitting.first {
            return only.hasSuffix("=") ? only : only + " "
        }
        let preferredFitting = fitting.filter(preferred.contains)
        let shared = Self.sharedStart(of: preferredFitting.isEmpty ? fitting : preferredFitting)
        return shared.count > typed.count ? shared : nil
    }

    private static func sharedStart(of words: [String]) -> String {
        guard var shared = words.first else { return "" }
        for word in words.dropFirst() {
            shared = String(zip(shared, word).prefix { $0 == $1 }.map(\.0))
        }
        return shared
    }
}
