/// An 8-bit RGB raster, row by row, three bytes per pixel.
struct RGBImage: Sendable, Equatable {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    /// A square image whose pixels `color(u, v)` paints, u and v in 0...1 at each pixel's centre.
    init(side: Int, color: (_ u: Double, _ v: Double) -> RGBColor) {
        width = max(1, side)
        height = width
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = color((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height))
                pixels.append(contentsOf: [pixel.red, pixel.green, pixel.blue])
            }
        }
        self.pixels = pixels
    }
}

struct RGBColor: Sendable, Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    func blended(with other: RGBColor, fraction: Double) -> RGBColor {
        let amount = min(max(fraction, 0), 1)
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * amount).rounded())
        }
        return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }
}

extension RGBColor {
    init(hue: Double, saturation: Double, value: Double) {
        let sector = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let chroma = value * saturation
        let secondary = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, secondary, 0)
            case 1: (secondary, chroma, 0)
            case 2: (0, chroma, secondary)
            case 3: (0, secondary, chroma)
            case 4: (secondary, 0, chroma)
            default: (chroma, 0, secondary)
            }
        let offset = value - chroma
        func byte(_ channel: Double) -> UInt8 { UInt8(min(max((channel + offset) * 255, 0), 255).rounded()) }
        self.init(red: byte(r), green: byte(g), blue: byte(b))
    }
}
