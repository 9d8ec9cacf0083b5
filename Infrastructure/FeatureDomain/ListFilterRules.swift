import Foundation

/// The keys a feature's list can be narrowed by, and the one place their values are checked.
public struct ListFilterRules: Hashable, Sendable {
    /// The keys, in the order they are shown and sent.
    public var keys: [ListFilterKey]
    /// The key `search TEXT` sets.
    public var searchKey: String

    /// Creates rules over `keys`; `search` sets `searchKey` (by default the name).
    public init(keys: [ListFilterKey], searchKey: String = ListFilterKey.name.name) {
        self.keys = keys
        self.searchKey = searchKey
    }

    /// The key names, in order, for messages: `name, status, species`.
    public var allowedKeys: [String] { keys.map(\.name) }

    /// The filter a route asks for (`["name": "rick", "status": "alive"]`), every value checked.
    public func filter(from values: [String: String]) throws(ListQueryError) -> ListFilter {
        var filter = ListFilter()
        for key in values.keys.sorted() {
            filter = try setting(key, to: values[key] ?? "", in: filter)
        }
        return filter
    }

    /// `filter` with its search set to `text`; an empty text removes the search.
    public func searching(_ text: String, in filter: ListFilter) throws(ListQueryError) -> ListFilter {
        try setting(searchKey, to: text, in: filter)
    }

    /// `filter` with `key` (in any case) set to `value` trimmed; an empty value removes the key.
    public func setting(_ key: String, to value: String, in filter: ListFilter) throws(ListQueryError) -> ListFilter {
        let name = key.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let filterKey = keys.first(where: { $0.name == name }) else {
            throw .unknownKey(key, allowed: allowedKeys)
        }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        var entries = filter.entries.filter { $0.key != name }
        if !trimmed.isEmpty {
            try check(trimmed, for: filterKey)
            entries.append(ListFilter.Entry(key: name, value: trimmed))
        }
        let order = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1.name, $0) })
        return ListFilter(entries: entries.sorted { order[$0.key, default: 0] < order[$1.key, default: 0] })
    }

    private func check(_ value: String, for key: ListFilterKey) throws(ListQueryError) {
        switch key.kind {
        case .text(let minimumLength):
            guard value.count >= minimumLength else {
                throw .tooShort(key: key.name, value: value, minimumLength: minimumLength)
            }
            guard key.isOpen || key.isChoice(value) else {
                throw .notAChoice(key: key.name, value: value, choices: key.choices)
            }
        case .positiveInteger:
            guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value), number >= 1 else {
                throw .notAPositiveNumber(key: key.name, value: value)
            }
        }
    }
}
