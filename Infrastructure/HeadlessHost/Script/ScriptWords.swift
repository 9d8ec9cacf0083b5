/// Splits a script line's arguments into words, honouring "double" and 'single' quotes.
enum ScriptWords {
    static func split(_ text: String) throws(UsageError) -> [String] {
        var words: [String] = []
        var current = ""
        var hasWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character.isWhitespace {
                if hasWord {
                    words.append(current)
                }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        guard quote == nil else { throw .unterminatedQuote(text) }
        if hasWord {
            words.append(current)
        }
        return words
    }

    /// `text` without one pair of surrounding matching quotes, so a text can keep leading or trailing spaces.
    static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }
}
