/// One colour component of the frame (Y, Cb or Cr) and the tables that code it.
struct JPEGComponent: Sendable {
    let identifier: UInt8
    /// The weights of red, green and blue plus an offset that give this component (JFIF's full-range BT.601).
    let conversion: (red: Double, green: Double, blue: Double, offset: Double)
    let quantization: QuantizationTable
    let dcTable: HuffmanTable
    let acTable: HuffmanTable

    static func yCbCr(quality: Int) -> [JPEGComponent] {
        let luminance = QuantizationTable.luminance(quality: quality)
        let chrominance = QuantizationTable.chrominance(quality: quality)
        return [
            JPEGComponent(
                identifier: 1,
                conversion: (red: 0.299, green: 0.587, blue: 0.114, offset: 0),
                quantization: luminance,
                dcTable: .luminanceDC,
                acTable: .luminanceAC
            ),
            JPEGComponent(
                identifier: 2,
                conversion: (red: -0.168736, green: -0.331264, blue: 0.5, offset: 128),
                quantization: chrominance,
                dcTable: .chrominanceDC,
                acTable: .chrominanceAC
            ),
            JPEGComponent(
                identifier: 3,
                conversion: (red: 0.5, green: -0.418688, blue: -0.081312, offset: 128),
                quantization: chrominance,
                dcTable: .chrominanceDC,
                acTable: .chrominanceAC
            ),
        ]
    }

    func levelShiftedPlane(of image: RGBImage) -> [Double] {
        let count = image.width * image.height
        let (red, green, blue, offset) = (conversion.red, conversion.green, conversion.blue, conversion.offset - 128)
        return image.pixels.withUnsafeBufferPointer { pixels in
            [Double](unsafeUninitializedCapacity: count) { plane, initialized in
                for index in 0..<count {
                    let rgb = index * 3
                    let value =
                        red * Double(pixels[rgb]) + green * Double(pixels[rgb + 1]) + blue * Double(pixels[rgb + 2])
                    plane.initializeElement(at: index, to: value + offset)
                }
                initialized = count
            }
        }
    }
}
