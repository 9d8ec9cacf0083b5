/// A JPEG quantisation table: the example tables of ITU T.81 Annex K, scaled for a quality the IJG way.
struct QuantizationTable: Sendable, Equatable {
    let identifier: UInt8
    let values: [UInt8]

    static func luminance(quality: Int) -> QuantizationTable {
        QuantizationTable(identifier: 0, values: scaled(luminanceBase, quality: quality))
    }

    static func chrominance(quality: Int) -> QuantizationTable {
        QuantizationTable(identifier: 1, values: scaled(chrominanceBase, quality: quality))
    }

    var zigZagValues: [UInt8] { ZigZag.order.map { values[$0] } }

    private static func scaled(_ base: [Int], quality: Int) -> [UInt8] {
        let clamped = min(max(quality, 1), 100)
        let factor = clamped < 50 ? 5000 / clamped : 200 - 2 * clamped
        return base.map { UInt8(min(max(($0 * factor + 50) / 100, 1), 255)) }
    }

    private static let luminanceBase = [
        16, 11, 10, 16, 24, 40, 51, 61,
        12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77,
        24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101,
        72, 92, 95, 98, 112, 100, 103, 99,
    ]

    private static let chrominanceBase = [
        17, 18, 24, 47, 99, 99, 99, 99,
        18, 21, 26, 66, 99, 99, 99, 99,
        24, 26, 56, 99, 99, 99, 99, 99,
        47, 66, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
    ]
}
