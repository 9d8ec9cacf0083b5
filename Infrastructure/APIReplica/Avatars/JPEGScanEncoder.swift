/// Codes the blocks of an image into a baseline scan: DCT, quantisation, zig-zag and Huffman run-length coding.
struct JPEGScanEncoder: Sendable {
    let components: [JPEGComponent]

    func entropyCodedData(for image: RGBImage) -> [UInt8] {
        var writer = JPEGBitWriter()
        var previousDC = [Int](repeating: 0, count: components.count)
        var samples = [Double](repeating: 0, count: 64)
        var coefficients = [Double](repeating: 0, count: 64)
        var quantized = [Int](repeating: 0, count: 64)
        let planes = components.map { $0.levelShiftedPlane(of: image) }
        let divisors = components.map { component in ZigZag.order.map { Double(component.quantization.values[$0]) } }
        for blockY in stride(from: 0, to: image.height, by: 8) {
            for blockX in stride(from: 0, to: image.width, by: 8) {
                for index in components.indices {
                    planes[index].withUnsafeBufferPointer { plane in
                        samples.withUnsafeMutableBufferPointer { samples in
                            Self.copyBlock(
                                from: plane, width: image.width, height: image.height, x: blockX, y: blockY,
                                into: samples)
                        }
                    }
                    ForwardDCT.transform(samples, into: &coefficients)
                    Self.quantize(coefficients, dividingBy: divisors[index], into: &quantized)
                    encode(quantized, of: components[index], previousDC: &previousDC[index], into: &writer)
                }
            }
        }
        writer.flush()
        return writer.bytes
    }

    // Partial blocks at the right and bottom edges repeat the last column and row.
    private static func copyBlock(
        from plane: UnsafeBufferPointer<Double>,
        width: Int,
        height: Int,
        x blockX: Int,
        y blockY: Int,
        into samples: UnsafeMutableBufferPointer<Double>
    ) {
        for row in 0..<8 {
            let y = min(blockY + row, height - 1)
            for column in 0..<8 {
                samples[row * 8 + column] = plane[y * width + min(blockX + column, width - 1)]
            }
        }
    }

    private static func quantize(_ coefficients: [Double], dividingBy divisors: [Double], into quantized: inout [Int]) {
        ZigZag.order.withUnsafeBufferPointer { order in
            coefficients.withUnsafeBufferPointer { coefficients in
                divisors.withUnsafeBufferPointer { divisors in
                    quantized.withUnsafeMutableBufferPointer { quantized in
                        for position in 0..<64 {
                            quantized[position] = Int((coefficients[order[position]] / divisors[position]).rounded())
                        }
                    }
                }
            }
        }
    }

    private func encode(
        _ block: [Int],
        of component: JPEGComponent,
        previousDC: inout Int,
        into writer: inout JPEGBitWriter
    ) {
        let difference = block[0] - previousDC
        previousDC = block[0]
        let dc = Self.magnitude(difference)
        write(symbol: UInt8(dc.size), from: component.dcTable, into: &writer)
        writer.write(dc.bits, count: dc.size)

        var zeroRun = 0
        for coefficient in block.dropFirst() {
            guard coefficient != 0 else {
                zeroRun += 1
                continue
            }
            while zeroRun > 15 {
                write(symbol: 0xF0, from: component.acTable, into: &writer)  // ZRL: sixteen zeros
                zeroRun -= 16
            }
            // Baseline AC coefficients have at most 10 magnitude bits.
            let ac = Self.magnitude(min(max(coefficient, -1023), 1023))
            write(symbol: UInt8(zeroRun << 4 | ac.size), from: component.acTable, into: &writer)
            writer.write(ac.bits, count: ac.size)
            zeroRun = 0
        }
        if zeroRun > 0 {
            write(symbol: 0x00, from: component.acTable, into: &writer)  // EOB
        }
    }

    private func write(symbol: UInt8, from table: HuffmanTable, into writer: inout JPEGBitWriter) {
        let code = table.code(for: symbol)
        writer.write(UInt32(code.bits), count: code.length)
    }

    static func magnitude(_ value: Int) -> (size: Int, bits: UInt32) {
        let size = value == 0 ? 0 : Int.bitWidth - abs(value).leadingZeroBitCount
        let bits = value >= 0 ? value : value + (1 << size) - 1
        return (size, UInt32(truncatingIfNeeded: bits))
    }
}
