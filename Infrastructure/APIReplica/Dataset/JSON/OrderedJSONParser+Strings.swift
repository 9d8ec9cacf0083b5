extension OrderedJSONParser {
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let opening = position
        position += 1
        var start = position
        var decoded: [UInt8] = []
        while true {
            guard let byte = peek() else {
                position = opening
                throw failure("unterminated string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                let text: String?
                if decoded.isEmpty {
                    text = String(validating: bytes[start..<position], as: UTF8.self)
                } else {
                    decoded.append(contentsOf: bytes[start..<position])
                    text = String(validating: decoded, as: UTF8.self)
                }
                position += 1
                guard let text else {
                    position = opening
                    throw failure("invalid UTF-8 in a string")
                }
                return text
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[start..<position])
                try decodeEscape(into: &decoded)
                start = position
            case 0..<0x20:
                throw failure("unescaped control character \(describeByte()) in a string")
            default:
                position += 1
            }
        }
    }

    private mutating func decodeEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        position += 1
        guard let byte = peek() else { throw failure("unterminated escape sequence") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalarValue = try readHexQuad()
            if (0xD800..<0xDC00).contains(scalarValue), bytes.count - position >= 6,
                bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            {
                let resume = position
                position += 2
                let low = try readHexQuad()
                if (0xDC00..<0xE000).contains(low) {
                    scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = resume
                }
            }
            // A lone surrogate cannot live in a Swift String; JavaScript would keep it, we substitute U+FFFD.
            let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        default:
            position -= 1
            throw failure("invalid escape sequence '\\\(describeByte())'")
        }
    }

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw failure("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
