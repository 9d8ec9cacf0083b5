import Foundation

/// What the locations list is narrowed by: any of name, type and dimension (the API matches each as a
/// case-insensitive part of the value).
struct LocationFilter: Hashable, Sendable {
    /// The keys the API filters locations by, in the order they are sent.
    static let keys = ["name", "type", "dimension"]

    /// The value of each key set, by key.
    private(set) var values: [String: String] = [:]

    /// No filter.
    static let none = LocationFilter()

    /// The filter with `key` set to `value` (trimmed); an empty value removes the key.
    ///
    /// Throws for a key the API does not filter locations by.
    func setting(_ key: String, to value: String) throws(LocationsError) -> LocationFilter {
        let key = key.lowercased()
        guard Self.keys.contains(key) else { throw .unknownFilterKey(key) }
        var copy = self
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        copy.values[key] = trimmed.isEmpty ? nil : trimmed
        return copy
    }

    /// The set keys and values, in `keys` order.
    var entries: [(key: String, value: String)] {
        Self.keys.compactMap { key in values[key].map { (key, $0) } }
    }
}
