/// One way to spoil a valid JSON document, as a fuzzer applies it at random.
public enum JSONMutation: CaseIterable, Sendable {
    case flipByte
    case deleteRange
    case insertRandomBytes
    case duplicateRange
    case truncate
    case replaceStructuralCharacter
    case insertNUL

    /// `bytes` with this mutation applied at a place drawn from `generator`.
    public func apply(to bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var result = bytes
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        let length = Int.random(in: 1...min(64, bytes.count - index), using: &generator)
        switch self {
        case .flipByte:
            result[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
        case .deleteRange:
            result.removeSubrange(index..<(index + length))
        case .insertRandomBytes:
            result.insert(contentsOf: generator.bytes(count: length), at: index)
        case .duplicateRange:
            result.insert(contentsOf: bytes[index..<(index + length)], at: index)
        case .truncate:
            result.removeSubrange(index...)
        case .replaceStructuralCharacter:
            let structural = Array("{}[]:,\"".utf8)
            let positions = bytes.indices.filter { structural.contains(bytes[$0]) }
            if let position = positions.randomElement(using: &generator) {
                result[position] = Array("{}[]:,\"0ax".utf8).randomElement(using: &generator) ?? 0
            }
        case .insertNUL:
            result.insert(0, at: index)
        }
        return result
    }
}
