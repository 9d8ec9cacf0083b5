import Foundation

/// A JSON document checked once (strict syntax, no key twice in one object) and laid out as a flat list of values,
/// so that a reader picks the few values it needs, and the exact bytes of any of them, without decoding the rest.
public struct JSONTape: Sendable {
    /// Why bytes are not a JSON document this tape accepts.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The bytes break JSON's grammar at `offset`.
        case syntax(offset: Int, reason: String)
        /// `key` appears twice in the object at `path` (`results[3].origin`, empty at the top), which decoders
        /// disagree on (the first wins, or the last).
        case duplicateKey(path: String, key: String)

        /// The failure in a sentence.
        public var description: String {
            switch self {
            case .syntax(let offset, let reason): "not JSON at byte \(offset): \(reason)"
            case .duplicateKey(let path, let key):
                "the key \"\(key)\" appears twice in one object" + (path.isEmpty ? "" : " at \(path)")
            }
        }
    }

    /// One value of the document: an index into the tape.
    public struct Value: Hashable, Sendable {
        let index: Int
    }

    enum Kind: UInt8 {
        case object, array, string, escapedString, number, literal
    }

    struct Node {
        var kind: Kind
        /// A string's bytes between its quotes; any other value's bytes, brackets included.
        var start: Int
        var end: Int
        /// The index of the node after this value and everything inside it.
        var next: Int
    }

    let bytes: Data
    let nodes: [Node]

    /// Checks `data` and lays it out; throws `Failure` for anything that is not one strict JSON value.
    public init(validating data: Data) throws(Failure) {
        bytes = data
        nodes = try data.withUnsafeBytes { buffer in
            Result { () throws(Failure) in
                var parser = JSONTapeParser(buffer)
                try parser.parseDocument()
                return parser.nodes
            }
        }.get()
    }

    /// The document's top-level value.
    public var root: Value { Value(index: 0) }

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
        let end = nodes[object.index].next
        while index < end {
            if isKey(at: index, equalTo: wanted) {
                return Value(index: index + 1)
            }
            index = nodes[index + 1].next
        }
        return nil
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
        guard node.kind == .string else { return keyBytes(at: index) == wanted }
        guard node.end - node.start == wanted.count else { return false }
        return bytes.withUnsafeBytes { buffer in
            wanted.withUnsafeBytes { wanted in
                wanted.elementsEqual(UnsafeRawBufferPointer(rebasing: buffer[node.start..<node.end]))
            }
        }
    }

    /// A key's bytes, its escapes resolved.
    func keyBytes(at index: Int) -> [UInt8] {
        let node = nodes[index]
        let raw = bytes[(bytes.startIndex + node.start)..<(bytes.startIndex + node.end)]
        guard node.kind == .escapedString else { return Array(raw) }
        return Self.unescaped(raw)
    }

    /// The bytes a string's contents stand for; `raw` has already been checked.
    static func unescaped(_ raw: some Collection<UInt8>) -> [UInt8] {
        let quoted = Data([UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")])
        guard let text = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed) as? String else {
            return Array(raw)
        }
        return Array(text.utf8)
    }
}
