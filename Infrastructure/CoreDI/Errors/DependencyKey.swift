/// Identifies one registration: a type (by identity, never by its printed name) plus an optional name.
public struct DependencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The name that distinguishes several registrations of one type; nil for the unnamed one.
    public let name: String?
    let type: any Any.Type

    /// Creates the key for `type` registered under `name`.
    public init<T>(_ type: T.Type, name: String? = nil) {
        self.type = type
        self.name = name
    }

    /// The registered type's fully qualified name, for messages only (two types may print alike).
    public var typeName: String { String(reflecting: type) }

    /// The type name, followed by the name when there is one: `Storage (name: "disk")`.
    public var description: String {
        guard let name else { return typeName }
        return "\(typeName) (name: \"\(name)\")"
    }

    /// Keys are equal when type identity and name are; the printed type name plays no part.
    public static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.name == rhs.name
    }

    /// Hashes the type's identity alone: few keys have a name, and equal hashes still compare names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }

    /// The type's identity, mixed with the table's seed: cheaper than `Hasher` on the resolve path, and good enough
    /// for keys that are addresses of type metadata, which callers cannot choose.
    public func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt(bitPattern: ObjectIdentifier(type)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29)) ^ seed
    }
}
