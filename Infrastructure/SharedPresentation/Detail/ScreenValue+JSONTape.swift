import Foundation
import StrictJSON

extension ScreenValue {
    /// A record read by `JSONTape` in one pass, linear in its bytes at any depth; nil when it is not strict JSON.
    ///
    /// Whole numbers read as `integer` and arrays of whole numbers as `ids`, as the decoder reads them.
    public init?(json data: Data) {
        guard let tape = try? JSONTape(validating: data) else { return nil }
        self.init(tape.root, in: tape)
    }

    init(_ value: JSONTape.Value, in tape: JSONTape) {
        switch tape.kind(of: value) {
        case .null: self = .null
        case .bool: self = .flag(tape.bool(value) ?? false)
        case .string: self = .text(tape.string(value) ?? "")
        case .number: self = Self.number(value, in: tape)
        case .array:
            let elements = tape.elements(of: value) ?? []
            let ids = elements.compactMap { tape.kind(of: $0) == .number ? tape.integer($0) : nil }
            self = ids.count == elements.count ? .ids(ids) : .list(elements.map { ScreenValue($0, in: tape) })
        case .object:
            let members = (tape.members(of: value) ?? []).map { ($0.key, ScreenValue($0.value, in: tape)) }
            self = .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
        }
    }

    // A number past `Double`'s range stays its text: JSON output cannot write an infinity.
    private static func number(_ value: JSONTape.Value, in tape: JSONTape) -> ScreenValue {
        if let integer = tape.integer(value) { return .integer(integer) }
        let text = tape.text(of: value)
        guard let number = Double(text), number.isFinite else { return .text(text) }
        return .number(number)
    }
}
