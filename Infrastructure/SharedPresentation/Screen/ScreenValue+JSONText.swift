/// Compact JSON text of a value, at any depth the JSON reader accepts (`JSONEncoder` stops at 511 levels).
extension ScreenValue {
    /// The value as compact JSON with keys sorted, byte for byte as `JSONEncoder` writes it (`.sortedKeys`,
    /// `.withoutEscapingSlashes`) where that encoder can.
    public var compactJSON: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .integer(let value): text += String(value)
        case .number(let value): text += Self.text(of: value)
        case .text(let value): Self.write(value, to: &text)
        case .flag(let value): text += value ? "true" : "false"
        case .ids(let ids): text += "[" + ids.map(String.init).joined(separator: ",") + "]"
        case .list(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.write(key, to: &text)
                text += ":"
                members[key]?.write(to: &text)
            }
            text += "}"
        case .null: text += "null"
        }
    }

    // `3` for 3.0, `1e+20`, `0.1`; JSON has no infinity or NaN, which no JSON text holds either.
    private static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func write(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
