/// One colour component of the frame (Y, Cb or Cr) and the tables that code it.
struct JPEGComponent: Sendable {
    /// The component id the frame and scan headers name (1 = Y, 2 = Cb, 3 = Cr, as JFIF expects).
    let identifier: UInt8
    let quantization: QuantizationTable
    let dcTable: HuffmanTable
    let acTable: HuffmanTable

    /// The samples of this component for an RGB pixel (JFIF's full-range BT.601 conversion).
    let sample: @Sendable (RGBColor) -> Double

    /// Y, Cb and Cr, each sampled 1×1 (4:4:4), luminance and chrominance tables for `quality`.
    static func yCbCr(quality: Int) -> [JPEGComponent] {
        let luminance = QuantizationTable.luminance(quality: quality)
        let chrominance = QuantizationTable.chrominance(quality: quality)
        return [
            JPEGComponent(
                identifier: 1, quantization: luminance, dcTable: .luminanceDC, acTable: .luminanceAC
            ) { 0.299 * Double($0.red) + 0.587 * Double($0.green) + 0.114 * Double($0.blue) },
            JPEGComponent(
                identifier: 2, quantization: chrominance, dcTable: .chrominanceDC, acTable: .chrominanceAC
            ) { -0.168736 * Double($0.red) - 0.331264 * Double($0.green) + 0.5 * Double($0.blue) + 128 },
            JPEGComponent(
                identifier: 3, quantization: chrominance, dcTable: .chrominanceDC, acTable: .chrominanceAC
            ) { 0.5 * Double($0.red) - 0.418688 * Double($0.green) - 0.081312 * Double($0.blue) + 128 },
        ]
    }
}
