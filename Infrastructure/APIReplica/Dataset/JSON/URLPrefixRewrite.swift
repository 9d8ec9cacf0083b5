/// Replaces the real API's base URL by the replica's inside every string value of compact JSON.
struct URLPrefixRewrite: Sendable, Equatable {
    static let realAPIBase = "https://rickandmortyapi.com/api"
    private static let original = Array(realAPIBase.utf8)

    let replacement: [UInt8]

    init(to replacement: String) {
        self.replacement = Array(replacement.utf8)
    }

    // The prefix has no `"`, `\` or control character, so a match lies in a string's literal bytes; it is in a key
    // (left as is) when the string's closing quote is followed by `:`.
    func applyingToCompactJSON(_ json: [UInt8]) -> [UInt8] {
        guard replacement != Self.original, var match = json.firstIndex(ofBytes: Self.original) else { return json }
        let escaped = Self.escapedForJSON(replacement)
        var result: [UInt8] = []
        result.reserveCapacity(json.count + max(0, escaped.count - Self.original.count) * 8)
        var copied = 0
        while true {
            let end = match + Self.original.count
            result.append(contentsOf: json[copied..<match])
            result.append(contentsOf: Self.isInKey(json, from: end) ? Self.original : escaped)
            copied = end
            guard let next = json.firstIndex(ofBytes: Self.original, from: copied) else { break }
            match = next
        }
        result.append(contentsOf: json[copied...])
        return result
    }

    private static func isInKey(_ json: [UInt8], from start: Int) -> Bool {
        var index = start
        while index < json.count {
            switch json[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1 < json.count && json[index + 1] == UInt8(ascii: ":")
            default: index += 1
            }
        }
        return false
    }

    private static func escapedForJSON(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return text
        }
        var quoted: [UInt8] = []
        OrderedJSON.appendString(String(decoding: text, as: UTF8.self), to: &quoted)
        return Array(quoted.dropFirst().dropLast())
    }
}
