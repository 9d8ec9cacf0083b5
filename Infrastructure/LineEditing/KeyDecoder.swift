/// Turns the bytes a terminal sends into keys: text (UTF-8), control keys, and the escape sequences of the arrows,
/// Home, End and Delete.
///
/// Bytes are fed as they arrive; a sequence cut between two reads waits for the rest. A lone Escape is dropped when
/// the next byte comes, an unknown or overlong sequence becomes `.unknown`, so no input wedges the decoder.
public struct KeyDecoder: Sendable {
    /// The longest escape sequence waited for; a longer one is dropped as `.unknown`.
    static let longestSequence = 32

    private var bytes: [UInt8] = []
    private var position = 0

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting to be decoded.
    public var hasPendingBytes: Bool { position < bytes.count }

    /// Adds bytes read from the terminal.
    public mutating func feed(_ chunk: some Sequence<UInt8>) {
        if position > 0 {
            bytes.removeFirst(position)
            position = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// Decodes every key the bytes fed so far make, keeping an unfinished sequence for the next bytes.
    public mutating func keys() -> [Key] {
        var keys: [Key] = []
        while let key = nextKey() {
            keys.append(key)
        }
        return keys
    }

    /// The next key; nil when no bytes are pending or the pending ones are the start of an unfinished sequence.
    public mutating func nextKey() -> Key? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        switch byte {
        case 0x1B: return escapeSequence()
        case 0x0D, 0x0A: return consume(1, as: .enter)
        case 0x09: return consume(1, as: .tab)
        case 0x7F, 0x08: return consume(1, as: .backspace)
        case 0x01...0x1A: return consume(1, as: .control(Character(UnicodeScalar(byte + 0x60))))
        case 0x00..<0x20: return consume(1, as: .unknown)
        default: return text()
        }
    }

    private mutating func consume(_ count: Int, as key: Key) -> Key {
        position += count
        return key
    }

    // ESC [ ... final (CSI), ESC O letter (SS3); ESC followed by anything else is a lone Escape, dropped.
    private mutating func escapeSequence() -> Key? {
        guard position + 1 < bytes.count else { return nil }
        switch bytes[position + 1] {
        case UInt8(ascii: "["): return controlSequence()
        case UInt8(ascii: "O"):
            guard position + 2 < bytes.count else { return nil }
            return consume(3, as: Self.key(final: bytes[position + 2], parameter: nil))
        default: return consume(1, as: .unknown)
        }
    }

    private mutating func controlSequence() -> Key? {
        var index = position + 2
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let parameter = Self.firstParameter(bytes[(position + 2)..<index])
                return consume(index + 1 - position, as: Self.key(final: byte, parameter: parameter))
            default:
                // Not a sequence after all: drop what was read of it, and decode this byte on its own.
                return consume(index - position, as: .unknown)
            }
            if index - position > Self.longestSequence {
                return consume(index - position, as: .unknown)
            }
        }
        return nil
    }

    private static func firstParameter(_ bytes: ArraySlice<UInt8>) -> Int? {
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    private static func key(final: UInt8, parameter: Int?) -> Key {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "~"):
            switch parameter {
            case 1, 7: .home
            case 4, 8: .end
            case 3: .delete
            default: .unknown
            }
        default: .unknown
        }
    }

    // A run of printable bytes as one key, without a UTF-8 character cut at the end of what arrived.
    private mutating func text() -> Key? {
        var end = position
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F {
            end += 1
        }
        let complete = end < bytes.count ? end : Self.endOfCompleteCharacters(bytes[position..<end])
        guard complete > position else { return nil }
        let text = String(decoding: bytes[position..<complete], as: UTF8.self)
        position = complete
        // C1 controls are not text; an invalid byte reads as U+FFFD.
        let scalars = text.unicodeScalars.filter { $0.properties.generalCategory != .control }
        return scalars.isEmpty ? .unknown : .text(String(String.UnicodeScalarView(scalars)))
    }

    // Where `run` ends without its last character when that character's bytes have not all arrived yet.
    private static func endOfCompleteCharacters(_ run: ArraySlice<UInt8>) -> Int {
        guard let lead = run.indices.reversed().prefix(4).first(where: { run[$0] & 0xC0 != 0x80 }) else {
            return run.endIndex
        }
        let length =
            switch run[lead] {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF7: 4
            default: 1
            }
        return run.endIndex - lead < length ? lead : run.endIndex
    }
}
