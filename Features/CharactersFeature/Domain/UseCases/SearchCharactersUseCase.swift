/// Turns what the user typed (a name search, `key=value` filters) into a validated `CharacterFilter`.
///
/// Queries are trimmed; an empty one clears that part of the filter; a name shorter than `minimumQueryLength`
/// is refused (one letter matches most of the list and says little about what the user wants).
struct SearchCharactersUseCase: Sendable {
    /// The shortest name search accepted, in characters after trimming.
    let minimumQueryLength: Int

    init(minimumQueryLength: Int = 2) {
        self.minimumQueryLength = max(1, minimumQueryLength)
    }

    /// `base` with its name search set to `query`; an empty query removes the name search.
    func filter(searching query: String, refining base: CharacterFilter) throws(CharacterQueryError)
        -> CharacterFilter
    {
        try filter(setting: .name, to: query, refining: base)
    }

    /// The filter `base` with `key` (in any case, such as `Status`) set to `value`; an empty value removes it.
    func filter(setting key: String, to value: String, refining base: CharacterFilter) throws(CharacterQueryError)
        -> CharacterFilter
    {
        let normalized = key.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let filterKey = CharacterFilterKey(rawValue: normalized) else {
            throw .unknownFilterKey(key)
        }
        return try filter(setting: filterKey, to: value, refining: base)
    }

    /// The filter a route asks for (`["name": "rick", "status": "alive"]`), every entry validated.
    func filter(from filters: [String: String]) throws(CharacterQueryError) -> CharacterFilter {
        var result = CharacterFilter.none
        for key in filters.keys.sorted() {
            result = try filter(setting: key, to: filters[key] ?? "", refining: result)
        }
        return result
    }

    private func filter(setting key: CharacterFilterKey, to value: String, refining base: CharacterFilter)
        throws(CharacterQueryError) -> CharacterFilter
    {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if key == .name, !trimmed.isEmpty, trimmed.count < minimumQueryLength {
            throw .queryTooShort(trimmed, minimumLength: minimumQueryLength)
        }
        return base.setting(key, to: trimmed)
    }
}
