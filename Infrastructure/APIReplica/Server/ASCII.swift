/// The byte values and byte classes HTTP/1.1 parsing and serializing need.
enum ASCII {
    static let horizontalTab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let colon: UInt8 = 0x3A

    /// A byte that may appear in a request line before its line feed: visible ASCII, space and carriage return.
    static func isRequestLineByte(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte == carriageReturn
    }

    /// A `tchar` of RFC 9110: the characters of a method or a header name.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// A byte of a method as the server accepts it: upper-case letters, `-` and `_` (lower case is refused).
    static func isMethodByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }

    /// A byte allowed in a header value: visible ASCII, space, tab and obs-text (0x80 and above).
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F || byte == horizontalTab
    }

    /// A byte that is space or tab (optional whitespace around header values).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == horizontalTab
    }
}
