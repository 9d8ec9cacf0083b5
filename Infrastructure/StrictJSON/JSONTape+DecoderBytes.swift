import Foundation

extension JSONTape {
    /// The document for `JSONDecoder`, which refuses a lone surrogate this tape accepts: the same bytes, with each
    /// lone surrogate escape written `\ufffd`, the character the tape reads it as.
    public var bytesForDecoder: Data {
        guard hasLoneSurrogates else { return bytes }
        let source = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var position = 0
        // Outside strings a valid document has no backslash, so every one starts an escape.
        while position < source.count {
            guard source[position] == UInt8(ascii: "\\"), position + 1 < source.count else {
                output.append(source[position])
                position += 1
                continue
            }
            let length = escapeLength(source, at: position)
            let scalar =
                source[position + 1] == UInt8(ascii: "u") ? JSONStringContents.hexQuad(source, at: position + 2) : 0
            if length == 6, (0xD800..<0xE000).contains(scalar) {
                output += Array(#"\ufffd"#.utf8)
            } else {
                output += source[position..<(position + length)]
            }
            position += length
        }
        return Data(output)
    }

    // 12 for a surrogate pair, 6 for any other `\u` escape, 2 for the rest.
    private func escapeLength(_ source: [UInt8], at position: Int) -> Int {
        guard source[position + 1] == UInt8(ascii: "u") else { return 2 }
        let high = JSONStringContents.hexQuad(source, at: position + 2)
        guard (0xD800..<0xDC00).contains(high), position + 12 <= source.count,
            source[position + 6] == UInt8(ascii: "\\"),
            source[position + 7] == UInt8(ascii: "u")
        else { return 6 }
        let low = JSONStringContents.hexQuad(source, at: position + 8)
        return (0xDC00..<0xE000).contains(low) ? 12 : 6
    }
}
