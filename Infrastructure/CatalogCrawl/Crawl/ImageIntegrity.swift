import Foundation

/// Checks that image bytes are complete: not empty, a JPEG ending with its EOI marker, a PNG with its IEND chunk.
enum ImageIntegrity {
    private static let jpegStart: [UInt8] = [0xFF, 0xD8]
    private static let jpegEnd: [UInt8] = [0xFF, 0xD9]
    private static let pngStart: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    // The IEND chunk: its type and its (fixed) CRC.
    private static let pngEnd: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    static func check(_ data: Data, url: URL) throws(CrawlIntegrityError) {
        guard !data.isEmpty else { throw .emptyBody(url: url) }
        if data.starts(with: jpegStart), !data.suffix(jpegEnd.count).elementsEqual(jpegEnd) {
            throw .incompleteImage(url: url, format: "JPEG")
        }
        if data.starts(with: pngStart), !data.suffix(pngEnd.count).elementsEqual(pngEnd) {
            throw .incompleteImage(url: url, format: "PNG")
        }
    }
}
