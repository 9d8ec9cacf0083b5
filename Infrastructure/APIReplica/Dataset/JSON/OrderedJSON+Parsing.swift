import Foundation
import StrictJSON

/// Reading JSON text into `OrderedJSON`, through the one strict reader, `JSONTape`.
extension OrderedJSON {
    /// Parses `data` (RFC 8259, no key twice in one object), reporting where the first problem is.
    static func parse(_ data: Data) throws(JSONSyntaxError) -> OrderedJSON {
        do {
            let tape = try JSONTape(validating: data)
            return OrderedJSON(tape.root, in: tape)
        } catch {
            throw JSONSyntaxError(error, in: data)
        }
    }

    /// Parses `data`; when it is an array, hands each element to `element` as it is read and returns nil (so that
    /// a large file never exists as one tree), else returns the whole value.
    static func parseElements(of data: Data, element: (OrderedJSON) -> Void) throws(JSONSyntaxError) -> OrderedJSON? {
        do {
            let whole = try JSONTape.forEachElement(of: data) { tape in element(OrderedJSON(tape.root, in: tape)) }
            return whole.map { OrderedJSON($0.root, in: $0) }
        } catch {
            throw JSONSyntaxError(error, in: data)
        }
    }

    /// The value `value` of `tape` is, numbers kept as written.
    init(_ value: JSONTape.Value, in tape: JSONTape) {
        switch tape.kind(of: value) {
        case .object:
            self = .object(
                (tape.members(of: value) ?? []).map { Member(key: $0.key, value: OrderedJSON($0.value, in: tape)) })
        case .array: self = .array((tape.elements(of: value) ?? []).map { OrderedJSON($0, in: tape) })
        case .string: self = .string(tape.string(value) ?? "")
        case .number: self = .number(tape.text(of: value))
        case .bool: self = .bool(tape.bool(value) ?? false)
        case .null: self = .null
        }
    }
}
