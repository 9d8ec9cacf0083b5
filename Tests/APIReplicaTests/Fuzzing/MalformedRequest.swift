import TestSupport

/// The kinds of bad input a fuzzer throws at the server, each drawn from a seeded generator.
enum MalformedRequest: CaseIterable {
    case randomBytes
    case truncatedRequest
    case hugeHeader
    case invalidMethod
    case nulBytes
    case flippedBytes

    static let valid = Array("GET /api/character?page=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n\r\n".utf8)

    /// The bytes of one bad request of this kind.
    func bytes(using generator: inout SeededGenerator) -> [UInt8] {
        let valid = Self.valid
        switch self {
        case .randomBytes:
            return generator.bytes(count: Int.random(in: 1...4096, using: &generator))
        case .truncatedRequest:
            return Array(valid.prefix(Int.random(in: 1..<(valid.count - 1), using: &generator)))
        case .hugeHeader:
            let chunk = (0..<64).map { _ in UInt8.random(in: 0x21...0x7E, using: &generator) }
            let value = Array(
                [[UInt8]](repeating: chunk, count: Int.random(in: 513...1536, using: &generator)).joined())
            return Array("GET /api HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: ".utf8) + value + Array("\r\n\r\n".utf8)
        case .invalidMethod:
            let methods = [
                "get", "G\u{0}T", "GET\t", "BREW", "", "\u{7F}", "P O S T", String(repeating: "M", count: 9000),
            ]
            let method = methods.randomElement(using: &generator) ?? "BREW"
            return Array("\(method) /api/character HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        case .nulBytes:
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes.insert(0, at: Int.random(in: 0..<bytes.count, using: &generator))
            }
            return bytes
        case .flippedBytes:
            var bytes = valid
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            return bytes
        }
    }
}
