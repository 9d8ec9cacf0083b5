import Foundation

/// Reads one JSON document into `JSONTape` nodes in a single pass (RFC 8259, no key twice in one object).
struct JSONTapeParser {
    private enum PathComponent {
        case key(node: Int)
        case index(Int)
    }

    /// Deeper documents are refused, as `JSONDecoder` refuses them, before the stack could run out.
    static let maximumDepth = 512
    // Objects with more keys than this check for repeated keys with a set rather than by comparing each pair.
    private static let keysComparedPairwise = 32

    var nodes: [JSONTape.Node] = []
    let bytes: UnsafeRawBufferPointer
    var position = 0
    /// Whether a string escapes a surrogate that is not half of a pair (`"\ud800"`): valid JSON, but no `String`
    /// holds it.
    var hasLoneSurrogates = false
    private var path: [PathComponent] = []
    private var keyNodes: [Int] = []

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        // A guess of one value per 16 bytes, capped: a large document of few values (a 4 MB page of long strings)
        // must not reserve megabytes it never uses; past the cap the array grows as it needs.
        nodes.reserveCapacity(min(bytes.count / 16, 1 << 14))
    }

    mutating func parseDocument() throws(JSONTape.Failure) {
        try refuseByteOrderMark()
        skipWhitespace()
        try parseValue()
        try expectEnd()
    }

    /// Reads a top-level array one element at a time, handing each element's nodes to `element` (they start at
    /// index 0 each time) and whether a lone surrogate was met so far; false, having read nothing, when the document is
    /// not an array.
    mutating func parseElements(_ element: ([JSONTape.Node], Bool) -> Void) throws(JSONTape.Failure) -> Bool {
        try refuseByteOrderMark()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return false }
        let outer = try open(.array)
        if try !closes(UInt8(ascii: "]")) {
            var index = 0
            repeat {
                skipWhitespace()
                path[path.count - 1] = .index(index)
                nodes.removeSubrange((outer + 1)...)
                try parseValue()
                element(Array(nodes[(outer + 1)...]).map { $0.shifted(by: -(outer + 1)) }, hasLoneSurrogates)
                index += 1
            } while try separates(closing: UInt8(ascii: "]"), after: "an array element")
        }
        close(outer)
        try expectEnd()
        return true
    }

    // RFC 8259 forbids sending a byte order mark and lets readers ignore one; every reader here refuses it, so that
    // a document means the same to the screens, the crawl, the replica and the user's data.
    private func refuseByteOrderMark() throws(JSONTape.Failure) {
        guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return }
        throw failure("a byte order mark (U+FEFF) before the JSON value, which RFC 8259 forbids sending", at: 0)
    }

    private mutating func expectEnd() throws(JSONTape.Failure) {
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected \(describeByte()) after the JSON value") }
    }

    private mutating func parseValue() throws(JSONTape.Failure) {
        guard position < bytes.count else { throw failure("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        default: throw failure("unexpected \(describeByte()), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONTape.Failure) {
        let node = try open(.object)
        let firstKey = keyNodes.count
        var keys: Set<[UInt8]>?
        defer { keyNodes.removeSubrange(firstKey...) }
        if try !closes(UInt8(ascii: "}")) {
            repeat {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a string key, found \(describeByte())")
                }
                let key = nodes.count
                try parseString()
                try checkUnique(key: key, among: firstKey, set: &keys)
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                    let name = String(decoding: keyBytes(key), as: UTF8.self)
                    throw failure("expected ':' after the key \"\(name)\"")
                }
                position += 1
                skipWhitespace()
                path[path.count - 1] = .key(node: key)
                try parseValue()
            } while try separates(closing: UInt8(ascii: "}"), after: "an object member")
        }
        close(node)
    }

    private mutating func parseArray() throws(JSONTape.Failure) {
        let node = try open(.array)
        if try !closes(UInt8(ascii: "]")) {
            var index = 0
            repeat {
                skipWhitespace()
                path[path.count - 1] = .index(index)
                try parseValue()
                index += 1
            } while try separates(closing: UInt8(ascii: "]"), after: "an array element")
        }
        close(node)
    }

    private mutating func open(_ kind: JSONTape.Kind) throws(JSONTape.Failure) -> Int {
        guard path.count < Self.maximumDepth else {
            throw .tooDeep(offset: position, limit: Self.maximumDepth)
        }
        nodes.append(JSONTape.Node(kind: kind, start: position, end: position, next: 0))
        path.append(.index(0))
        position += 1
        skipWhitespace()
        return nodes.count - 1
    }

    // Consumes `closing` when the container is empty.
    private mutating func closes(_ closing: UInt8) throws(JSONTape.Failure) -> Bool {
        guard position < bytes.count, bytes[position] == closing else { return false }
        position += 1
        return true
    }

    // After a member or element: true at a ',', false having consumed `closing`.
    private mutating func separates(closing: UInt8, after item: String) throws(JSONTape.Failure) -> Bool {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
            return true
        }
        guard position < bytes.count, bytes[position] == closing else {
            throw failure(
                "expected ',' or '\(Character(Unicode.Scalar(closing)))' after \(item), found \(describeByte())")
        }
        position += 1
        return false
    }

    private mutating func close(_ node: Int) {
        path.removeLast()
        nodes[node].end = position
        nodes[node].next = nodes.count
    }

    private mutating func checkUnique(key: Int, among firstKey: Int, set keys: inout Set<[UInt8]>?)
        throws(JSONTape.Failure)
    {
        let repeated: Bool
        if keys == nil, keyNodes.count - firstKey < Self.keysComparedPairwise {
            repeated = keyNodes[firstKey...].contains { sameKey($0, key) }
        } else {
            if keys == nil {
                keys = Set(keyNodes[firstKey...].map(keyBytes))
            }
            repeated = keys?.insert(keyBytes(key)).inserted == false
        }
        guard !repeated else {
            throw .duplicateKey(
                path: renderedPath(), key: String(decoding: keyBytes(key), as: UTF8.self), offset: nodes[key].start - 1)
        }
        keyNodes.append(key)
    }

    private func sameKey(_ first: Int, _ second: Int) -> Bool {
        let (a, b) = (nodes[first], nodes[second])
        if a.kind == .escapedString || b.kind == .escapedString {
            return keyBytes(first) == keyBytes(second)
        }
        guard a.end - a.start == b.end - b.start, let base = bytes.baseAddress else { return false }
        return memcmp(base + a.start, base + b.start, a.end - a.start) == 0
    }

    // A key as the code units the document wrote: distinct lone surrogates stay distinct keys.
    private func keyBytes(_ node: Int) -> [UInt8] {
        let raw = bytes[nodes[node].start..<nodes[node].end]
        return nodes[node].kind == .escapedString
            ? JSONStringContents.decoded(raw, keepingLoneSurrogates: true) : Array(raw)
    }

    // The path of the object being read: its keys and indices down from the top.
    private func renderedPath() -> String {
        var text = ""
        for component in path.dropLast() {
            switch component {
            case .key(let node):
                let key = String(decoding: keyBytes(node), as: UTF8.self)
                text += text.isEmpty ? key : ".\(key)"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    func failure(_ reason: String, at offset: Int? = nil) -> JSONTape.Failure {
        .syntax(offset: offset ?? position, reason: reason)
    }
}
