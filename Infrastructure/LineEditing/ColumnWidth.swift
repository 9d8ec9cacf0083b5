/// How many columns of a terminal a character takes: two for East Asian wide and fullwidth characters and for emoji
/// shown as pictures, none for a control character, one for anything else.
///
/// The wide ranges are Unicode's East Asian Width W and F blocks; a terminal that draws an ambiguous character wide
/// is not followed.
enum ColumnWidth {
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The columns `character` takes.
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.properties.generalCategory == .control { return 0 }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// The columns `text` takes.
    static func of<Text: Sequence>(_ text: Text) -> Int where Text.Element == Character {
        text.reduce(0) { $0 + of($1) }
    }
}
