import Foundation

/// A baseline JPEG encoder: JFIF, sequential DCT, YCbCr 4:4:4, the T.81 Annex K quantisation and Huffman tables.
enum JPEGEncoder {
    static func encode(_ image: RGBImage, quality: Int) -> Data {
        let components = JPEGComponent.yCbCr(quality: quality)
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += jfifHeader()
        bytes += quantizationTables(components)
        bytes += frameHeader(width: image.width, height: image.height, components: components)
        bytes += huffmanTables(components)
        bytes += scanHeader(components)
        bytes += JPEGScanEncoder(components: components).entropyCodedData(for: image)
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }
}
