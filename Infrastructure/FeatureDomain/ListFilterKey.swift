/// One key a feature's list can be narrowed by, and the values it takes.
public struct ListFilterKey: Hashable, Sendable {
    /// The kinds of value a key takes.
    public enum Kind: Hashable, Sendable {
        /// Text of at least `minimumLength` characters after trimming, such as a name.
        case text(minimumLength: Int)
        /// A whole number from 1 up, such as a season.
        case positiveInteger
    }

    /// The key as the user types it, such as "status".
    public var name: String
    /// The kind of value it takes.
    public var kind: Kind
    /// The placeholder `--help` shows for its value, such as "S".
    public var placeholder: String
    /// The values the API documents for the key, lower-cased (a status: alive, dead, unknown); empty for any value.
    public var choices: [String]
    /// Whether a server may know values beyond `choices` (checked against them only when the App knows its server).
    public var isOpen: Bool

    /// Creates a key; with `choices`, a value must be one of them (compared without case) unless the key `isOpen`.
    public init(
        _ name: String, kind: Kind = .text(minimumLength: 1), placeholder: String = "X", choices: [String] = [],
        isOpen: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.choices = choices
        self.isOpen = isOpen
    }

    /// Whether `value` is one of the key's choices, or the key takes any value.
    public func isChoice(_ value: String) -> Bool {
        choices.isEmpty || choices.contains(value.lowercased())
    }

    /// The name search every list offers (`search TEXT`, `--name X`): at least two characters (one matches most).
    public static let name = ListFilterKey("name", kind: .text(minimumLength: 2))
}
