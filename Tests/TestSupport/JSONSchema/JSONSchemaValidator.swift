import Foundation

/// Checks JSON values against a JSON Schema (draft 2020-12) written with a small set of keywords: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `anyOf`, `$ref` (to `#/$defs/...`)
/// and `minimum`, beside the annotations `$schema`, `$id`, `$defs`, `title`, `description` and `$comment`.
///
/// A schema that uses any other keyword is refused when the validator is made, so no check in it is silently
/// skipped.
public struct JSONSchemaValidator: Sendable {
    /// Why a schema cannot be used.
    public struct SchemaError: Error, CustomStringConvertible {
        /// What is wrong and where.
        public let description: String
    }

    private static let checks: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$ref", "minimum",
    ]
    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "$comment"]

    private let root: JSONValue

    /// Reads the schema in `text`; throws when it is not JSON or uses a keyword this validator does not check.
    public init(schema text: String) throws {
        root = try JSONValue(parsing: text)
        try Self.checkKeywords(root, at: "#")
    }

    /// Reads the schema file at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(schema: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    /// Every way `value` breaks the schema, each naming its path (`$.sections[0].rows[2].id`); empty when valid.
    public func problems(in value: JSONValue) -> [String] {
        problems(value, against: root, at: "$")
    }

    /// The problems of one line of JSON text; a line that does not parse is one problem.
    public func problems(inLine line: String) -> [String] {
        do {
            return problems(in: try JSONValue(parsing: line))
        } catch {
            return ["not JSON: \(error)"]
        }
    }

    private func problems(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        guard case .object(let keywords) = schema else {
            return schema == .bool(false) ? ["\(path): nothing is allowed here"] : []
        }
        var found: [String] = []
        if case .string(let reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else { return ["\(path): unresolvable $ref \(reference)"] }
            found += problems(value, against: target, at: path)
        }
        if let type = keywords["type"] {
            let allowed = Self.strings(type)
            if value.typeNames.isDisjoint(with: allowed) {
                found.append("\(path): expected \(allowed.sorted().joined(separator: " or ")), found \(value.brief)")
                return found
            }
        }
        if let constant = keywords["const"], !Self.equal(value, constant) {
            found.append("\(path): expected \(constant.brief), found \(value.brief)")
        }
        if case .array(let choices)? = keywords["enum"], !choices.contains(where: { Self.equal(value, $0) }) {
            found.append("\(path): \(value.brief) is not one of \(choices.map(\.brief).joined(separator: ", "))")
        }
        if let minimum = keywords["minimum"]?.numberValue, let number = value.numberValue, number < minimum {
            found.append("\(path): \(value.brief) is less than the minimum \(minimum.formatted())")
        }
        if case .array(let branches)? = keywords["anyOf"] {
            found += anyOf(value, branches, at: path)
        }
        if case .object(let members) = value {
            found += objectProblems(members, keywords, at: path)
        }
        if case .array(let elements) = value, let items = keywords["items"] {
            for (index, element) in elements.enumerated() {
                found += problems(element, against: items, at: "\(path)[\(index)]")
            }
        }
        return found
    }

    private func anyOf(_ value: JSONValue, _ branches: [JSONValue], at path: String) -> [String] {
        let results = branches.map { problems(value, against: $0, at: path) }
        guard !results.contains(where: \.isEmpty) else { return [] }
        // The closest shape's problems say the most about what is wrong.
        let closest = results.min { $0.count < $1.count } ?? []
        return ["\(path): matches none of the \(branches.count) allowed shapes; the closest fails with:"] + closest
    }

    private func objectProblems(
        _ members: [String: JSONValue], _ keywords: [String: JSONValue], at path: String
    ) -> [String] {
        var found: [String] = []
        if let required = keywords["required"] {
            for name in Self.strings(required).sorted() where members[name] == nil {
                found.append("\(path): missing \"\(name)\"")
            }
        }
        var declared: [String: JSONValue] = [:]
        if case .object(let properties)? = keywords["properties"] {
            declared = properties
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            let memberPath = "\(path).\(name)"
            if let schema = declared[name] {
                found += problems(member, against: schema, at: memberPath)
            } else if let additional = keywords["additionalProperties"] {
                if additional == .bool(false) {
                    found.append("\(path): unexpected key \"\(name)\"")
                } else {
                    found += problems(member, against: additional, at: memberPath)
                }
            }
        }
        return found
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let members) = node, let next = members[String(part)] else { return nil }
            node = next
        }
        return node
    }

    private static func equal(_ value: JSONValue, _ other: JSONValue) -> Bool {
        if let number = value.numberValue, let otherNumber = other.numberValue {
            return number == otherNumber
        }
        return value == other
    }

    private static func strings(_ value: JSONValue) -> Set<String> {
        switch value {
        case .string(let text): [text]
        case .array(let values):
            Set(
                values.compactMap {
                    if case .string(let text) = $0 { return text }
                    return nil
                })
        default: []
        }
    }

    private static func checkKeywords(_ schema: JSONValue, at path: String) throws {
        guard case .object(let keywords) = schema else { return }
        for (keyword, value) in keywords {
            guard checks.contains(keyword) || annotations.contains(keyword) else {
                throw SchemaError(description: "\(path): the keyword \"\(keyword)\" is not one this validator checks")
            }
            switch keyword {
            case "properties", "$defs":
                guard case .object(let members) = value else { continue }
                for (name, member) in members {
                    try checkKeywords(member, at: "\(path)/\(keyword)/\(name)")
                }
            case "anyOf":
                guard case .array(let branches) = value else { continue }
                for (index, branch) in branches.enumerated() {
                    try checkKeywords(branch, at: "\(path)/anyOf/\(index)")
                }
            case "items", "additionalProperties":
                try checkKeywords(value, at: "\(path)/\(keyword)")
            default:
                continue
            }
        }
    }
}

extension JSONValue {
    /// The value in a few characters, for a problem's sentence.
    fileprivate var brief: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): "\"\(value.prefix(40))\""
        case .array(let values): "an array of \(values.count)"
        case .object: "an object"
        }
    }
}

extension JSONSchemaValidator {
    /// The schema of the App's `--json` output, `Schemas/app-output.schema.json` in this checkout.
    public static func appOutput() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(
            contentsOf: FeatureLayout.packageRoot.appendingPathComponent("Schemas/app-output.schema.json"))
    }
}
