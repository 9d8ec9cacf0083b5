/// How script lines quote their words, shared by routes (which print as script lines) and the script parser.
public enum ScriptText {
    /// `text` quoted when it would not read back as one word (or as the same text).
    public static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty || text.contains(where: \.isWhitespace) || text.contains("\"") || text.contains("'")
        guard needsQuotes else { return text }
        return text.contains("\"") ? "'\(text)'" : "\"\(text)\""
    }
}
