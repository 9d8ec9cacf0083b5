/// Parses JSON text (RFC 8259) into `OrderedJSON`, reporting the position of the first error.
struct OrderedJSONParser: ~Copyable {
    /// Deeper nesting is refused rather than risking the stack.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one JSON document: a single value with optional whitespace around it.
    static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> OrderedJSON {
        let result = text.withUnsafeBufferPointer { buffer in
            var parser = OrderedJSONParser(bytes: buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> OrderedJSON {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected \(describeByte()) after the JSON value") }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> OrderedJSON {
        guard position < bytes.count else { throw failure("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", value: .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", value: .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected \(describeByte()), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> OrderedJSON {
        try enterContainer()
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        var members: [OrderedJSON.Member] = []
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string key, found \(describeByte())") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            position += 1
            skipWhitespace()
            members.append(OrderedJSON.Member(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(members)
            default: throw failure("expected ',' or '}' after an object member, found \(describeByte())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> OrderedJSON {
        try enterContainer()
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        var elements: [OrderedJSON] = []
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default: throw failure("expected ',' or ']' after an array element, found \(describeByte())")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, value: OrderedJSON) throws(JSONSyntaxError)
        -> OrderedJSON
    {
        let length = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: length)
        guard position + length <= bytes.count, bytes[position..<position + length].elementsEqual(expected) else {
            throw failure("unexpected \(describeByte()), expected a value")
        }
        position += length
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> OrderedJSON {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
        } else {
            guard skipDigits() > 0 else { throw failure("expected a digit in a number, found \(describeByte())") }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw failure("expected a digit after '.', found \(describeByte())") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw failure("expected a digit in an exponent, found \(describeByte())") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            position += 1
        }
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }
}

extension OrderedJSONParser {
    /// Reads the string that starts at the current `"`, decoding escapes; its bytes must be valid UTF-8.
    fileprivate mutating func parseString() throws(JSONSyntaxError) -> String {
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

    fileprivate func failure(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(message: message, offset: position, line: line, column: position - lineStart + 1)
    }

    fileprivate func describeByte() -> String {
        guard let byte = peek() else { return "end of input" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
