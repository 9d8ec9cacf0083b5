import Foundation
import SharedPresentation
import Testing

@Suite("ScreenValue as compact JSON")
struct ScreenValueJSONTextTests {
    @Test(arguments: [
        ScreenValue.object([
            "b": .integer(-3), "a": .number(2.5), "B": .flag(true), "é": .null, "aa": .ids([1, 2]),
            "text": .text("\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{7F}\u{2028}/\"\\é😀"),
            "numbers": .list([.number(3), .number(1e20), .number(-0.0), .number(0.1), .number(1e-7)]),
            "nested": .object(["empty": .list([]), "none": .object([:])]),
        ]),
        .text(""), .integer(Int.min), .list([.null, .flag(false)]),
    ])
    func writesTheBytesJSONEncoderWrites(_ value: ScreenValue) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        #expect(value.compactJSON == String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    @Test func writesAValueDeeperThanJSONEncoderGoes() {
        var deep = ScreenValue.integer(1)
        for _ in 0..<600 { deep = .list([deep]) }

        #expect(deep.compactJSON == String(repeating: "[", count: 600) + "1" + String(repeating: "]", count: 600))
    }
}
