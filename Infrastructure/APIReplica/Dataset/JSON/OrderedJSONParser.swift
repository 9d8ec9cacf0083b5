/// Parses JSON text (RFC 8259) into `OrderedJSON`, reporting the position of the first error.
struct OrderedJSONParser: ~Copyable {
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> OrderedJSON {
        let result = text.withUnsafeBufferPointer { buffer in
            var parser = OrderedJSONParser(bytes: buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> OrderedJSON {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected \(describeByte()) after the JSON value") }
        return value
    }

    mutating func parseValue() throws(JSONSyntaxError) -> OrderedJSON {
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
        var elements: [OrderedJSON] = []
        try parseArray { elements.append($0) }
        return .array(elements)
    }

    /// Reads the array that starts at the current `[`, handing each element to `element` as it is read.
    mutating func parseArray(element: (OrderedJSON) -> Void) throws(JSONSyntaxError) {
        try enterContainer()
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            element(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return
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

    mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            position += 1
        }
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    func failure(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(message: message, offset: position, line: line, column: position - lineStart + 1)
    }

    func describeByte() -> String {
        guard let byte = peek() else { return "end of input" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
