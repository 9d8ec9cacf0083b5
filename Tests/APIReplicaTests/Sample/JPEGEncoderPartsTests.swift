import Foundation
import Testing

@testable import APIReplica

@Suite("JPEG encoder parts")
struct JPEGEncoderPartsTests {
    @Test func zigZagVisitsEveryCoefficientOnceStartingAlongTheFirstDiagonals() {
        #expect(ZigZag.order.sorted() == Array(0..<64))
        #expect(ZigZag.order.prefix(10) == [0, 1, 8, 16, 9, 2, 3, 10, 17, 24])
        #expect(ZigZag.order.suffix(3) == [55, 62, 63])
    }

    @Test func standardDCTablesCodeEveryDifferenceCategory() {
        for table in [HuffmanTable.luminanceDC, .chrominanceDC] {
            #expect(table.symbols == Array(0...11))
            #expect(table.codeCounts.reduce(0) { $0 + Int($1) } == 12)
        }
    }

    @Test func standardACTablesCodeEveryRunAndSizeOnce() {
        let expected = Set([0x00, 0xF0] + (0...15).flatMap { run in (1...10).map { UInt8(run << 4 | $0) } })
        for table in [HuffmanTable.luminanceAC, .chrominanceAC] {
            #expect(table.symbols.count == 162)
            #expect(Set(table.symbols) == expected)
            #expect(table.codeCounts.reduce(0) { $0 + Int($1) } == 162)
        }
    }

    @Test func huffmanCodesAreCanonicalAndPrefixFree() {
        let table = HuffmanTable.luminanceDC
        let codes = table.symbols.map { table.code(for: $0) }

        #expect(codes.first.map { [$0.bits, UInt16($0.length)] } == [0b00, 2])
        #expect(codes.last.map { [$0.bits, UInt16($0.length)] } == [0b1_1111_1110, 9])
        for (index, first) in codes.enumerated() {
            for second in codes[(index + 1)...] where second.length >= first.length {
                #expect(second.bits >> (second.length - first.length) != first.bits)
            }
        }
    }

    @Test func bitWriterStuffsAZeroAfterFFAndPadsWithOnes() {
        var writer = JPEGBitWriter()
        writer.write(0xFF, count: 8)
        writer.write(0b101, count: 3)
        writer.flush()

        #expect(writer.bytes == [0xFF, 0x00, 0b1011_1111])
    }

    @Test func magnitudeCategoriesFollowTheStandard() {
        let cases: [(Int, Int, UInt32)] = [(0, 0, 0), (1, 1, 1), (-1, 1, 0), (3, 2, 3), (-2, 2, 1), (-3, 2, 0)]
        for (value, size, bits) in cases {
            let magnitude = JPEGScanEncoder.magnitude(value)
            #expect(magnitude.size == size && magnitude.bits == bits, "\(value)")
        }
        #expect(JPEGScanEncoder.magnitude(-1023).size == 10)
    }

    @Test func forwardDCTOfAFlatBlockIsOnlyTheDCTerm() {
        var coefficients = [Double](repeating: 0, count: 64)
        ForwardDCT.transform(Array(repeating: 100, count: 64), into: &coefficients)

        #expect(abs(coefficients[0] - 800) < 1e-9)
        #expect(coefficients.dropFirst().allSatisfy { abs($0) < 1e-9 })
    }

    @Test func qualityFiftyKeepsTheAnnexKTablesAndHigherQualityDividesLess() {
        #expect(QuantizationTable.luminance(quality: 50).values.prefix(3) == [16, 11, 10])
        #expect(QuantizationTable.chrominance(quality: 50).values.last == 99)
        #expect(QuantizationTable.luminance(quality: 100).values.allSatisfy { $0 == 1 })
        #expect(QuantizationTable.luminance(quality: 1).values.allSatisfy { $0 == 255 })
    }
}
