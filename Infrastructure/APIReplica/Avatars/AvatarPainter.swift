/// Paints a small face on a two-colour gradient, with colours and features derived from a character id.
struct AvatarPainter: Sendable {
    let sideLength: Int

    func paint(character id: Int) -> RGBImage {
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(id)))
        let backgroundHue = Double(random.next() % 360)
        let top = RGBColor(hue: backgroundHue, saturation: 0.55, value: 0.95)
        let bottom = RGBColor(hue: backgroundHue + 40 + Double(random.next() % 80), saturation: 0.8, value: 0.55)
        let skin = RGBColor(
            hue: Double(random.next() % 360), saturation: 0.25 + Double(random.next() % 30) / 100, value: 0.9)
        let hair = RGBColor(
            hue: Double(random.next() % 360), saturation: 0.7, value: 0.35 + Double(random.next() % 40) / 100)
        let eyeSpread = 0.14 + Double(random.next() % 6) / 100
        let smile = random.next() % 2 == 0

        var image = RGBImage(width: sideLength, height: sideLength)
        let side = Double(sideLength)
        for y in 0..<sideLength {
            for x in 0..<sideLength {
                let u = (Double(x) + 0.5) / side
                let v = (Double(y) + 0.5) / side
                image.set(color(u: u, v: v), x: x, y: y)
            }
        }
        return image

        func color(u: Double, v: Double) -> RGBColor {
            let face = distance(u, v, 0.5, 0.55)
            guard face < 0.32 else { return top.blended(with: bottom, fraction: (u + v) / 2) }
            if v < 0.38, face > 0.22 { return hair }
            for eyeX in [0.5 - eyeSpread, 0.5 + eyeSpread] {
                let eye = distance(u, v, eyeX, 0.5)
                if eye < 0.025 { return RGBColor(red: 20, green: 20, blue: 30) }
                if eye < 0.06 { return RGBColor(red: 250, green: 250, blue: 250) }
            }
            let mouthCurve = smile ? 0.72 - 2.2 * (u - 0.5) * (u - 0.5) : 0.7
            if abs(u - 0.5) < 0.12, abs(v - mouthCurve) < 0.018 { return RGBColor(red: 120, green: 30, blue: 40) }
            return skin
        }
    }

    private func distance(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2)).squareRoot()
    }
}

/// A tiny deterministic pseudo-random generator (SplitMix64), so an id always paints the same avatar.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
