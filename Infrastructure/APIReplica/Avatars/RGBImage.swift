/// An 8-bit RGB raster, row by row, three bytes per pixel.
struct RGBImage: Sendable, Equatable {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int, fill: RGBColor = RGBColor(red: 0, green: 0, blue: 0)) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = Array(repeating: 0, count: self.width * self.height * 3)
        for index in 0..<(self.width * self.height) {
            set(fill, atIndex: index)
        }
    }

    func color(x: Int, y: Int) -> RGBColor {
        let clampedX = min(max(x, 0), width - 1)
        let clampedY = min(max(y, 0), height - 1)
        let offset = (clampedY * width + clampedX) * 3
        return RGBColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    mutating func set(_ color: RGBColor, x: Int, y: Int) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        set(color, atIndex: y * width + x)
    }

    private mutating func set(_ color: RGBColor, atIndex index: Int) {
        pixels[index * 3] = color.red
        pixels[index * 3 + 1] = color.green
        pixels[index * 3 + 2] = color.blue
    }
}

/// One 8-bit RGB colour.
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

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
