/// What the bytes between a JSON string's quotes stand for, once `JSONTapeParser` has checked them.
enum JSONStringContents {
    /// The UTF-8 bytes `raw` (checked string contents) stands for, its escapes resolved; a lone surrogate, which no
    /// Swift `String` can hold, becomes U+FFFD, or with `keepingLoneSurrogates` its own three bytes (as WTF-8 spells
    /// it), so that keys are compared as the code units the document wrote.
    static func decoded(_ raw: some Collection<UInt8>, keepingLoneSurrogates: Bool = false) -> [UInt8] {
        let bytes = Array(raw)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count else {
                decoded.append(bytes[position])
                position += 1
                continue
            }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexQuad(bytes, at: position)
                position += 4
                if (0xD800..<0xDC00).contains(scalar), position + 6 <= bytes.count,
                    bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                    case let low = hexQuad(bytes, at: position + 2), (0xDC00..<0xE000).contains(low)
                {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                }
                if keepingLoneSurrogates, (0xD800..<0xE000).contains(scalar) {
                    decoded += [
                        0xE0 | UInt8(scalar >> 12), 0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F),
                    ]
                } else {
                    decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                }
            default: decoded.append(escape)
            }
        }
        return decoded
    }

    /// The value of a hexadecimal digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func hexQuad(_ bytes: some RandomAccessCollection<UInt8>, at start: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in start..<min(start + 4, bytes.count) {
            value = value << 4 | (hexValue(bytes[bytes.index(bytes.startIndex, offsetBy: offset)]) ?? 0)
        }
        return value
    }
}
