/// The JavaScript number conversions the real server's paging and id parsing go through.
enum JavaScriptNumber {
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    // `Number(text)`: NaN unless the whole trimmed text is a number; empty text is 0; `0x2` is 2, `1e1` is 10.
    static func number(_ text: String) -> Double {
        let trimmed = trimmed(text)
        let bytes = Array(trimmed.utf8)
        switch trimmed {
        case "": return 0
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let radix: Int? =
                switch bytes[1] {
                case UInt8(ascii: "x"), UInt8(ascii: "X"): 16
                case UInt8(ascii: "o"), UInt8(ascii: "O"): 8
                case UInt8(ascii: "b"), UInt8(ascii: "B"): 2
                default: nil
                }
            if let radix {
                let digits = bytes.dropFirst(2)
                return digits.count == prefixDigitCount(digits, radix: radix) ? value(of: digits, radix: radix) : .nan
            }
        }
        // A decimal literal: digits with an optional fraction and exponent, or a fraction alone.
        let isDecimal = trimmed.wholeMatch(of: /[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil
        return isDecimal ? Double(trimmed) ?? .nan : .nan
    }

    // `parseInt(text)`: the integer at the start (after whitespace, a sign, a `0x` prefix), else NaN.
    static func parseInt(_ text: String) -> Double {
        let rest = String(text.unicodeScalars.drop(while: isWhitespace))
        var bytes = rest.utf8[...]
        var sign = 1.0
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            bytes = bytes.dropFirst()
        }
        var radix = 10
        if bytes.count >= 2, bytes.first == UInt8(ascii: "0"),
            bytes.dropFirst().first == UInt8(ascii: "x") || bytes.dropFirst().first == UInt8(ascii: "X")
        {
            radix = 16
            bytes = bytes.dropFirst(2)
        }
        let count = prefixDigitCount(bytes, radix: radix)
        guard count > 0 else { return .nan }
        return sign * value(of: bytes.prefix(count), radix: radix)
    }

    // `String(value)` for the integers `parseInt` gives: `12`, `NaN`, `1e+21`.
    static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        if value.rounded() == value, abs(value) < 0x1p53 { return String(Int64(value)) }
        let swiftText = "\(value)"
        guard abs(value) < 1e21, let exponentIndex = swiftText.firstIndex(of: "e"),
            let exponent = Int(swiftText[swiftText.index(after: exponentIndex)...])
        else { return swiftText }
        let negative = value < 0
        let digits = swiftText[..<exponentIndex].filter { $0.isNumber }
        let padded = digits + String(repeating: "0", count: max(0, exponent + 1 - digits.count))
        return (negative ? "-" : "") + padded
    }

    private static func prefixDigitCount(_ bytes: some Collection<UInt8>, radix: Int) -> Int {
        bytes.prefix { digitValue($0).map { $0 < radix } ?? false }.count
    }

    private static func value(of digits: some Collection<UInt8>, radix: Int) -> Double {
        if radix == 10 { return Double(String(decoding: digits, as: UTF8.self)) ?? .nan }
        return digits.reduce(0.0) { $0 * Double(radix) + Double(digitValue($1) ?? 0) }
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
