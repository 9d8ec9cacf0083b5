/// A JPEG Huffman table as the DHT segment carries it, with the code of each symbol derived per T.81 Annex C.
struct HuffmanTable: Sendable {
    /// Whether the table codes AC run/size pairs rather than DC differences.
    let isAC: Bool
    let identifier: UInt8
    let codeCounts: [UInt8]
    let symbols: [UInt8]
    private let codes: [UInt16]
    private let lengths: [UInt8]

    init(isAC: Bool, identifier: UInt8, codeCounts: [UInt8], symbols: [UInt8]) {
        self.isAC = isAC
        self.identifier = identifier
        self.codeCounts = codeCounts
        self.symbols = symbols
        var codes = [UInt16](repeating: 0, count: 256)
        var lengths = [UInt8](repeating: 0, count: 256)
        var code: UInt16 = 0
        var symbolIndex = 0
        for (lengthIndex, count) in codeCounts.enumerated() {
            for _ in 0..<Int(count) where symbolIndex < symbols.count {
                codes[Int(symbols[symbolIndex])] = code
                lengths[Int(symbols[symbolIndex])] = UInt8(lengthIndex + 1)
                code &+= 1
                symbolIndex += 1
            }
            code <<= 1
        }
        self.codes = codes
        self.lengths = lengths
    }

    func code(for symbol: UInt8) -> (bits: UInt16, length: Int) {
        (codes[Int(symbol)], Int(lengths[Int(symbol)]))
    }

    var classAndIdentifier: UInt8 { (isAC ? 0x10 : 0) | identifier }
}
