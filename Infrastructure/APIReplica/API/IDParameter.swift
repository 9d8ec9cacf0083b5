import Foundation

/// The `:id` of `/api/<resource>/:id`, read by the real server's rules (`validateArrayParams`, `queryById`).
enum IDParameter: Equatable {
    case single(Double)
    case many([Double?])

    static func parse(_ id: String, resource: ReplicaResource) throws(ReplicaAPIError) -> IDParameter {
        if endsWithBracketedText(id) {
            guard case .array(let elements) = try? OrderedJSON.parse(Data(id.utf8)) else { throw .badArray }
            var ids: [Double?] = []
            for element in elements { ids.append(try castArrayElement(element, resource: resource)) }
            return .many(ids)
        }
        let hasBracket = id.contains("[") || id.contains("]")
        if id.contains(","), !hasBracket, id.utf16.count > 1 {
            var ids: [Double?] = []
            for piece in id.split(separator: ",", omittingEmptySubsequences: false) {
                let number = JavaScriptNumber.number(String(piece))
                guard !number.isNaN else { throw .castFailure(value: "NaN", type: "number", resource: resource) }
                ids.append(number)
            }
            return .many(ids)
        }
        if hasBracket { throw .badArray }
        if JavaScriptNumber.parseInt(id).isNaN { throw .badParameter }
        let number = JavaScriptNumber.number(id)
        guard !number.isNaN else { throw .castFailure(value: id, type: "string", resource: resource) }
        return .single(number)
    }

    // `/\[.+\]$/`: a `[`, at least one character that is not a line break, and a final `]`.
    private static func endsWithBracketedText(_ id: String) -> Bool {
        let scalars = Array(id.unicodeScalars)
        guard scalars.last == "]" else { return false }
        var index = scalars.count - 2
        while index >= 0 {
            if scalars[index] == "[", index <= scalars.count - 3 { return true }
            if ["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[index]) { return false }
            index -= 1
        }
        return false
    }

    // How Mongoose casts one element of an `$in` list to a Number.
    private static func castArrayElement(
        _ element: OrderedJSON,
        resource: ReplicaResource
    ) throws(ReplicaAPIError) -> Double? {
        switch element {
        case .null: return nil
        case .bool(let value): return value ? 1 : 0
        case .number(let text): return Double(text) ?? .nan
        case .string(let text):
            if text.isEmpty { return nil }
            let number = JavaScriptNumber.number(text)
            guard !number.isNaN else { throw .castFailure(value: text, type: "string", resource: resource) }
            return number
        case .array, .object:
            let text = String(decoding: element.renderedCompactly(), as: UTF8.self)
            let type = if case .array = element { "Array" } else { "Object" }
            throw .castFailure(value: text, type: type, resource: resource)
        }
    }
}
