/// A command-line word read as an option: `--name`, `--name=value` or `-h`; nil for any other word.
public struct OptionToken: Equatable, Sendable {
    /// The option's name with its dashes, such as "--page".
    public let name: String
    /// The value written after `=` (`--name=value`), nil when none was.
    public let inlineValue: String?

    /// Reads `word` as an option; nil when it is not one.
    public init?(_ word: String) {
        guard word.hasPrefix("-"), word.count > 1, Int(word) == nil, Double(word) == nil else { return nil }
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            name = String(word[..<equals])
            inlineValue = String(word[word.index(after: equals)...])
        } else {
            name = word
            inlineValue = nil
        }
    }

    /// The option's value: the inline one, else the next word (advancing `index`).
    public func value(from words: [String], at index: inout Int) throws(UsageError) -> String {
        if let inlineValue {
            return inlineValue
        }
        guard index < words.count else { throw .missingValue(option: name) }
        defer { index += 1 }
        return words[index]
    }
}
