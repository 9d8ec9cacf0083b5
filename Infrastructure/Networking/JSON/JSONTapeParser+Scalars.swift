import Foundation

/// The scalars of a JSON document: strings (escapes and UTF-8 checked), numbers and the three literals.
extension JSONTapeParser {
    mutating func parseString() throws(JSONTape.Failure) {
        position += 1
        let start = position
        var escaped = false
        var ascii = true
        while true {
            guard position < bytes.count else { throw failure("the document ends inside a string") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                try skipEscape()
                escaped = true
                continue
            }
            guard byte >= 0x20 else { throw failure("a control character inside a string") }
            ascii = ascii && byte < 0x80
            position += 1
        }
        if !ascii, String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) == nil {
            throw failure("a string that is not UTF-8", at: start)
        }
        let kind: JSONTape.Kind = escaped ? .escapedString : .string
        nodes.append(JSONTape.Node(kind: kind, start: start, end: position, next: nodes.count + 1))
        position += 1
    }

    private mutating func skipEscape() throws(JSONTape.Failure) {
        position += 1
        guard position < bytes.count else { throw failure("the document ends inside a string") }
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            guard position + 4 < bytes.count,
                (1...4).allSatisfy({ Self.isHexDigit(bytes[position + $0]) })
            else { throw failure("'\\u' must be followed by four hexadecimal digits") }
            position += 5
        default:
            throw failure("an unknown escape in a string")
        }
    }

    mutating func parseNumber() throws(JSONTape.Failure) {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            try skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            try skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            try skipDigits()
        }
        nodes.append(JSONTape.Node(kind: .number, start: start, end: position, next: nodes.count + 1))
    }

    private mutating func skipDigits() throws(JSONTape.Failure) {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        guard position > start else { throw failure("a number needs a digit here") }
    }

    mutating func parseLiteral(_ literal: StaticString) throws(JSONTape.Failure) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[position + $0] == literal.utf8Start[$0] })
        else { throw failure("expected '\(literal)'") }
        nodes.append(JSONTape.Node(kind: .literal, start: position, end: position + count, next: nodes.count + 1))
        position += count
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
