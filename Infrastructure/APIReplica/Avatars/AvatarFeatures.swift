import SplitMix

/// The colours and proportions of one character's avatar, drawn from a generator seeded with its id.
struct AvatarFeatures: Sendable {
    private let top: RGBColor
    private let bottom: RGBColor
    private let skin: RGBColor
    private let hair: RGBColor
    private let eyeSpread: Double
    private let smiles: Bool

    private static let pupil = RGBColor(red: 20, green: 20, blue: 30)
    private static let eyeWhite = RGBColor(red: 250, green: 250, blue: 250)
    private static let lips = RGBColor(red: 120, green: 30, blue: 40)

    init(character id: Int) {
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(id)))
        func fraction(_ steps: UInt64) -> Double { Double(random.next() % steps) / Double(steps) }
        let backgroundHue = fraction(360) * 360
        top = RGBColor(hue: backgroundHue, saturation: 0.55, value: 0.95)
        bottom = RGBColor(hue: backgroundHue + 40 + fraction(80) * 80, saturation: 0.8, value: 0.55)
        skin = RGBColor(hue: fraction(360) * 360, saturation: 0.25 + fraction(30) * 0.3, value: 0.9)
        hair = RGBColor(hue: fraction(360) * 360, saturation: 0.7, value: 0.35 + fraction(40) * 0.4)
        eyeSpread = 0.14 + fraction(6) * 0.06
        smiles = random.next() % 2 == 0
    }

    func color(u: Double, v: Double) -> RGBColor {
        let face = distance(u, v, 0.5, 0.55)
        guard face < 0.32 else { return top.blended(with: bottom, fraction: (u + v) / 2) }
        if v < 0.38, face > 0.22 { return hair }
        let eye = min(distance(u, v, 0.5 - eyeSpread, 0.5), distance(u, v, 0.5 + eyeSpread, 0.5))
        if eye < 0.025 { return Self.pupil }
        if eye < 0.06 { return Self.eyeWhite }
        let mouth = smiles ? 0.72 - 2.2 * (u - 0.5) * (u - 0.5) : 0.7
        if abs(u - 0.5) < 0.12, abs(v - mouth) < 0.018 { return Self.lips }
        return skin
    }

    private func distance(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2)).squareRoot()
    }
}
