/// What a registry finds a registration by: the type's identity and the name, without the printed type name that
/// `DependencyKey` computes for messages (too slow to make on every resolve).
struct LookupKey: Hashable, Sendable {
    let typeID: ObjectIdentifier
    let name: String?

    init<T>(_ type: T.Type, name: String?) {
        self.typeID = ObjectIdentifier(type)
        self.name = name
    }

    init(_ key: DependencyKey) {
        self.typeID = key.typeID
        self.name = key.name
    }

    /// Hashes the type's identity alone: names are rare, and equal keys still compare their names.
    func hash(into hasher: inout Hasher) {
        hasher.combine(typeID)
    }
}
