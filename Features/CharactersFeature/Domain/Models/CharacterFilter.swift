/// The filters narrowing a character list (a name search among them); values are trimmed and never empty.
struct CharacterFilter: Hashable, Sendable {
    private var values: [CharacterFilterKey: String] = [:]

    /// No filter: every character.
    static let none = CharacterFilter()

    var isEmpty: Bool { values.isEmpty }

    /// The filters in key order (`name`, `status`, `species`, `type`, `gender`).
    var entries: [(key: CharacterFilterKey, value: String)] {
        values.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    subscript(key: CharacterFilterKey) -> String? {
        values[key]
    }

    /// This filter with `key` set to `value` trimmed; an empty value removes the key.
    func setting(_ key: CharacterFilterKey, to value: String) -> CharacterFilter {
        var filter = self
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        filter.values[key] = trimmed.isEmpty ? nil : trimmed
        return filter
    }
}
