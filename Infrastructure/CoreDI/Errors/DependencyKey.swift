/// Identifies one registration: a type (by identity, never by its printed name) plus an optional name.
public struct DependencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The registered type's fully qualified name, for messages only (two types may print alike).
    public let typeName: String
    /// The name that distinguishes several registrations of one type; nil for the unnamed one.
    public let name: String?
    let typeID: ObjectIdentifier

    /// Creates the key for `type` registered under `name`.
    public init<T>(_ type: T.Type, name: String? = nil) {
        self.typeName = String(reflecting: type)
        self.name = name
        self.typeID = ObjectIdentifier(type)
    }

    /// The type name, followed by the name when there is one: `Storage (name: "disk")`.
    public var description: String {
        guard let name else { return typeName }
        return "\(typeName) (name: \"\(name)\")"
    }

    /// Keys are equal when type identity and name are; the printed type name plays no part.
    public static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
        lhs.typeID == rhs.typeID && lhs.name == rhs.name
    }

    /// Hashes type identity and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeID)
        hasher.combine(name)
    }
}
