/// A JSON value that keeps object members in their written order and numbers exactly as written.
///
/// Foundation's `JSONSerialization` hands objects back as dictionaries, which lose the order the API's objects are
/// served in; the replica parses into this instead so it can serve every object byte for byte as stored.
enum OrderedJSON: Sendable, Equatable {
    /// One `"key": value` pair of an object.
    struct Member: Sendable, Equatable {
        var key: String
        var value: OrderedJSON
    }

    case null
    case bool(Bool)
    /// The number's literal text (`12`, `-0.5e3`), kept so it is served as stored.
    case number(String)
    case string(String)
    case array([OrderedJSON])
    case object([Member])

    /// The value of the first member named `key`, when this is an object that has one.
    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The kind of value, as an error message names it.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
