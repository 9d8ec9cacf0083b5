/// A JSON value that keeps object members in their written order and numbers exactly as written.
enum OrderedJSON: Sendable, Equatable {
    /// One `"key": value` pair of an object.
    struct Member: Sendable, Equatable {
        var key: String
        var value: OrderedJSON
    }

    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([OrderedJSON])
    case object([Member])

    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

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
