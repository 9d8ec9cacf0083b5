/// The scalars of a JSON document: strings (escapes and UTF-8 checked), numbers and the three literals.
extension JSONTapeParser {
    mutating func parseString() throws(JSONTape.Failure) {
        let opening = position
        position += 1
        var escaped = false
        var ascii = true
        while true {
            guard position < bytes.count else { throw failure("unterminated string", at: opening) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                try skipEscape()
                escaped = true
                continue
            }
            guard byte >= 0x20 else { throw failure("unescaped control character \(describeByte()) in a string") }
            ascii = ascii && byte < 0x80
            position += 1
        }
        let contents = (opening + 1)..<position
        if !ascii, String(validating: UnsafeRawBufferPointer(rebasing: bytes[contents]), as: UTF8.self) == nil {
            throw failure("invalid UTF-8 in a string", at: opening)
        }
        let kind: JSONTape.Kind = escaped ? .escapedString : .string
        nodes.append(
            JSONTape.Node(kind: kind, start: contents.lowerBound, end: contents.upperBound, next: nodes.count + 1))
        position += 1
    }

    private mutating func skipEscape() throws(JSONTape.Failure) {
        position += 1
        guard position < bytes.count else { throw failure("unterminated escape sequence") }
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            position += 1
            let scalar = try hexQuad()
            guard (0xD800..<0xE000).contains(scalar) else { return }
            // A high surrogate pairs with a low one written right after it; any other surrogate stands alone.
            let next = position
            if scalar < 0xDC00, position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            {
                position += 2
                if (0xDC00..<0xE000).contains(try hexQuad()) { return }
                position = next
            }
            hasLoneSurrogates = true
        default:
            throw failure("invalid escape sequence '\\\(describeByte())'")
        }
    }

    // The four hexadecimal digits after `\u`.
    private mutating func hexQuad() throws(JSONTape.Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = JSONStringContents.hexValue(bytes[position]) else {
                throw failure("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    mutating func parseNumber() throws(JSONTape.Failure) {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            try skipDigits("in a number")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            try skipDigits("after '.'")
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            try skipDigits("in an exponent")
        }
        nodes.append(JSONTape.Node(kind: .number, start: start, end: position, next: nodes.count + 1))
    }

    private mutating func skipDigits(_ place: String) throws(JSONTape.Failure) {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        guard position > start else { throw failure("expected a digit \(place), found \(describeByte())") }
    }

    mutating func parseLiteral(_ literal: StaticString, _ kind: JSONTape.Kind) throws(JSONTape.Failure) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[position + $0] == literal.utf8Start[$0] })
        else { throw failure("unexpected \(describeByte()), expected a value") }
        nodes.append(JSONTape.Node(kind: kind, start: position, end: position + count, next: nodes.count + 1))
        position += count
    }

    /// The byte at the current position, for messages: `'x'`, `byte 0x9`, or `end of input`.
    func describeByte() -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
