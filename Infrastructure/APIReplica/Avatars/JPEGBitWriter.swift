/// Packs Huffman codes into bytes most-significant bit first, stuffing a 0x00 after every 0xFF (T.81 F.1.2.3).
struct JPEGBitWriter: Sendable {
    private(set) var bytes: [UInt8] = []
    private var accumulator: UInt32 = 0
    private var pendingBits = 0

    mutating func write(_ bits: UInt32, count: Int) {
        guard count > 0 else { return }
        accumulator = (accumulator << UInt32(count)) | (bits & ((1 << UInt32(count)) - 1))
        pendingBits += count
        while pendingBits >= 8 {
            pendingBits -= 8
            emit(UInt8(truncatingIfNeeded: accumulator >> UInt32(pendingBits)))
        }
        accumulator &= (1 << UInt32(pendingBits)) - 1
    }

    mutating func flush() {
        guard pendingBits > 0 else { return }
        let padding = 8 - pendingBits
        write((1 << UInt32(padding)) - 1, count: padding)
    }

    private mutating func emit(_ byte: UInt8) {
        bytes.append(byte)
        if byte == 0xFF { bytes.append(0x00) }
    }
}
