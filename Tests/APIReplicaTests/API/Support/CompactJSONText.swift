import Foundation

/// An independent reference for byte-identity checks: removes the whitespace outside strings from JSON text and
/// splits a top-level array into its elements' texts, without parsing values.
enum CompactJSONText {
    static func minified(_ text: Data) -> [UInt8] {
        var output: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in text {
            if inString {
                output.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                output.append(byte)
            } else if ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(byte) {
                output.append(byte)
            }
        }
        return output
    }

    /// The texts of the elements of a minified top-level array of objects.
    static func elements(ofMinifiedArray array: [UInt8]) -> [[UInt8]] {
        var elements: [[UInt8]] = []
        var depth = 0
        var start = 0
        var inString = false
        var escaped = false
        for (index, byte) in array.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 1 { start = index }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 1 { elements.append(Array(array[start...index])) }
            default: break
            }
        }
        return elements
    }

    static func replacing(_ original: String, with replacement: String, in bytes: [UInt8]) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: original, with: replacement).utf8)
    }
}
