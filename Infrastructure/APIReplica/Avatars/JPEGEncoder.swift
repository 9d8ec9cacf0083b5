import Foundation

/// A baseline JPEG encoder: JFIF, sequential DCT, YCbCr 4:4:4, the T.81 Annex K quantisation and Huffman tables.
struct JPEGEncoder: Sendable {
    let quality: Int

    init(quality: Int = 85) {
        self.quality = min(max(quality, 1), 100)
    }

    func encode(_ image: RGBImage) -> Data {
        let components = JPEGComponent.yCbCr(quality: quality)
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += Self.jfifHeader()
        bytes += Self.quantizationTables(components)
        bytes += Self.frameHeader(width: image.width, height: image.height, components: components)
        bytes += Self.huffmanTables(components)
        bytes += Self.scanHeader(components)
        bytes += JPEGScanEncoder(components: components).entropyCodedData(for: image)
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }
}
