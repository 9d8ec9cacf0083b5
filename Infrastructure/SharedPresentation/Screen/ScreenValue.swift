/// One typed value of a screen's data (`--json`): any JSON value, with ids as their own case.
public enum ScreenValue: Hashable, Sendable, Codable {
    /// A whole number, such as a count or an id.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// A text, such as a name or a status.
    case text(String)
    /// A yes or no.
    case flag(Bool)
    /// Ids, such as the episodes a character is in.
    case ids([Int])
    /// Values in order, such as a record's episode addresses.
    case list([ScreenValue])
    /// Named values, such as an image's `url`, `bytes` and `tier`.
    case object([String: ScreenValue])
    /// JSON's `null`.
    case null

    /// Encodes as the bare JSON value: `3`, `"Alive"`, `true`, `[1, 2]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .flag(let value): try container.encode(value)
        case .ids(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// Decodes any JSON value; whole numbers as `integer`, arrays of whole numbers as `ids`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .flag(value)
        } else if let value = try? container.decode([Int].self) {
            self = .ids(value)
        } else if let value = try? container.decode([ScreenValue].self) {
            self = .list(value)
        } else if let value = try? container.decode([String: ScreenValue].self) {
            self = .object(value)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}
