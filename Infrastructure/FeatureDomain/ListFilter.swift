/// The values a list is narrowed by (a name search among them), each trimmed and never empty, in the order the
/// feature declares its keys; made by `ListFilterRules`, which checks each value.
public struct ListFilter: Hashable, Sendable {
    /// One key and its value.
    public struct Entry: Hashable, Sendable {
        /// The key, such as "status".
        public var key: String
        /// The value, such as "alive".
        public var value: String
    }

    /// The values set, in the declared order of their keys.
    public private(set) var entries: [Entry]

    /// No filter.
    public init() {
        entries = []
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// True when nothing narrows the list.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value of `key`, nil when it is not set.
    public subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// The values as a dictionary, as a route carries them.
    public var values: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
