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

    /// Creates a key.
    public init(_ name: String, kind: Kind = .text(minimumLength: 1), placeholder: String = "X") {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
    }

    /// The name search every list offers (`search TEXT`, `--name X`): at least two characters (one matches most).
    public static let name = ListFilterKey("name", kind: .text(minimumLength: 2))
}
