import Foundation

/// A JSON document checked once (strict syntax, no key twice in one object) and laid out as a flat list of values,
/// so that a reader picks the few values it needs, and the exact bytes of any of them, without decoding the rest.
public struct JSONTape: Sendable {
    /// Why bytes are not a JSON document this tape accepts.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The bytes break JSON's grammar at `offset`.
        case syntax(offset: Int, reason: String)
        /// `key` appears twice in the object at `path` (`results[3].origin`, empty at the top), the second time at
        /// `offset`; decoders disagree on such an object (the first wins, or the last).
        case duplicateKey(path: String, key: String, offset: Int)
        /// The document nests arrays and objects deeper than `limit` levels, at `offset`.
        case tooDeep(offset: Int, limit: Int)

        /// The byte offset of the problem.
        public var offset: Int {
            switch self {
            case .syntax(let offset, _), .duplicateKey(_, _, let offset), .tooDeep(let offset, _): offset
            }
        }

        /// What is wrong, without where.
        public var reason: String {
            switch self {
            case .syntax(_, let reason): reason
            case .tooDeep(_, let limit): "nesting deeper than \(limit) levels"
            case .duplicateKey(let path, let key, _):
                "the key \"\(key)\" appears twice in one object" + (path.isEmpty ? "" : " at \(path)")
            }
        }

        /// The failure in a sentence.
        public var description: String { "not JSON at byte \(offset): \(reason)" }
    }

    /// One value of the document: an index into the tape.
    public struct Value: Hashable, Sendable {
        let index: Int
    }

    /// What kind of JSON value a `Value` is.
    public enum ValueKind: Sendable, Hashable {
        case object, array, string, number, bool, null
    }

    enum Kind: UInt8 {
        case object, array, string, escapedString, number, `true`, `false`, null
    }

    struct Node {
        var kind: Kind
        /// A string's bytes between its quotes; any other value's bytes, brackets included.
        var start: Int
        var end: Int
        /// The index of the node after this value and everything inside it.
        var next: Int

        func shifted(by offset: Int) -> Node {
            Node(kind: kind, start: start, end: end, next: next + offset)
        }
    }

    let bytes: Data
    let nodes: [Node]
    /// Whether a string of the document escapes a lone surrogate (`"\ud800"`), which reads as U+FFFD.
    public let hasLoneSurrogates: Bool

    /// Checks `data` and lays it out; throws `Failure` for anything that is not one strict JSON value.
    public init(validating data: Data) throws(Failure) {
        bytes = data
        (nodes, hasLoneSurrogates) = try data.withUnsafeBytes { buffer in
            Result { () throws(Failure) in
                var parser = JSONTapeParser(buffer)
                try parser.parseDocument()
                return (parser.nodes, parser.hasLoneSurrogates)
            }
        }.get()
    }

    private init(bytes: Data, nodes: [Node], hasLoneSurrogates: Bool) {
        self.bytes = bytes
        self.nodes = nodes
        self.hasLoneSurrogates = hasLoneSurrogates
    }

    /// Checks `data`; when it is an array, hands each element to `element` as a tape of its own (so that only one
    /// element's layout is held at a time) and returns nil, else returns the whole document's tape.
    public static func forEachElement(of data: Data, _ element: (JSONTape) -> Void) throws(Failure) -> JSONTape? {
        let isArray = try data.withUnsafeBytes { buffer in
            Result { () throws(Failure) in
                var parser = JSONTapeParser(buffer)
                return try parser.parseElements { element(JSONTape(bytes: data, nodes: $0, hasLoneSurrogates: $1)) }
            }
        }.get()
        return isArray ? nil : try JSONTape(validating: data)
    }

    /// The document's top-level value.
    public var root: Value { Value(index: 0) }

    /// The kind of `value`.
    public func kind(of value: Value) -> ValueKind {
        switch nodes[value.index].kind {
        case .object: .object
        case .array: .array
        case .string, .escapedString: .string
        case .number: .number
        case .true, .false: .bool
        case .null: .null
        }
    }

    /// Where `value` is in the document's `Data`, quotes and brackets included.
    public func range(of value: Value) -> Range<Int> {
        let node = nodes[value.index]
        let quoted = node.kind == .string || node.kind == .escapedString
        let range = quoted ? (node.start - 1)..<(node.end + 1) : node.start..<node.end
        return (bytes.startIndex + range.lowerBound)..<(bytes.startIndex + range.upperBound)
    }

    /// The value of member `key` when `object` is an object that has it.
    public func member(_ key: String, of object: Value) -> Value? {
        guard nodes[object.index].kind == .object else { return nil }
        let wanted = Array(key.utf8)
        var index = object.index + 1
        while index < nodes[object.index].next {
            if isKey(at: index, equalTo: wanted) {
                return Value(index: index + 1)
            }
            index = nodes[index + 1].next
        }
        return nil
    }

    /// The members of `object` in their written order; nil when it is not an object.
    public func members(of object: Value) -> [(key: String, value: Value)]? {
        guard nodes[object.index].kind == .object else { return nil }
        var members: [(key: String, value: Value)] = []
        var index = object.index + 1
        while index < nodes[object.index].next {
            members.append((String(decoding: contents(at: index), as: UTF8.self), Value(index: index + 1)))
            index = nodes[index + 1].next
        }
        return members
    }

    /// The elements of `array`, in order; nil when it is not an array.
    public func elements(of array: Value) -> [Value]? {
        guard nodes[array.index].kind == .array else { return nil }
        var elements: [Value] = []
        var index = array.index + 1
        while index < nodes[array.index].next {
            elements.append(Value(index: index))
            index = nodes[index].next
        }
        return elements
    }

    /// `value` as a string, its escapes resolved, when it is one.
    public func string(_ value: Value) -> String? {
        guard kind(of: value) == .string else { return nil }
        return String(decoding: contents(at: value.index), as: UTF8.self)
    }

    /// `value` as a boolean, when it is one.
    public func bool(_ value: Value) -> Bool? {
        switch nodes[value.index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The bytes of `value` as written, as text (a number exactly as the document spells it).
    public func text(of value: Value) -> String {
        String(decoding: bytes[range(of: value)], as: UTF8.self)
    }

    /// `value` as an integer, when it is a number written without fraction or exponent that fits an `Int`.
    public func integer(_ value: Value) -> Int? {
        let node = nodes[value.index]
        guard node.kind == .number else { return nil }
        let negative = bytes[bytes.startIndex + node.start] == UInt8(ascii: "-")
        var result = 0
        for offset in (node.start + (negative ? 1 : 0))..<node.end {
            let digit = bytes[bytes.startIndex + offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            let (added, overflowAgain) = shifted.addingReportingOverflow(negative ? -Int(digit) : Int(digit))
            guard !overflow, !overflowAgain else { return nil }
            result = added
        }
        return result
    }

    private func isKey(at index: Int, equalTo wanted: [UInt8]) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return contents(at: index) == wanted }
        guard node.end - node.start == wanted.count else { return false }
        return bytes.withUnsafeBytes { buffer in
            wanted.withUnsafeBytes { wanted in
                wanted.elementsEqual(UnsafeRawBufferPointer(rebasing: buffer[node.start..<node.end]))
            }
        }
    }

    // A string's bytes, its escapes resolved.
    private func contents(at index: Int) -> [UInt8] {
        let node = nodes[index]
        let raw = bytes[(bytes.startIndex + node.start)..<(bytes.startIndex + node.end)]
        return node.kind == .escapedString ? JSONStringContents.decoded(raw) : Array(raw)
    }
}
