/// The byte values and byte classes HTTP/1.1 parsing and serializing need.
enum ASCII {
    static let horizontalTab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let colon: UInt8 = 0x3A

    static func isRequestLineByte(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte == carriageReturn
    }

    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    static func isMethodByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }

    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F || byte == horizontalTab
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == horizontalTab
    }
}
