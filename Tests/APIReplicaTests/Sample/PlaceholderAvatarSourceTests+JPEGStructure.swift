import Foundation

extension PlaceholderAvatarSourceTests {
    /// The marker segments and entropy-coded data of a baseline JPEG, read the way a decoder walks the file.
    struct JPEGStructure {
        struct Segment {
            let marker: UInt8
            let payload: [UInt8]
        }

        /// Why the bytes are not a well-formed single-scan JPEG.
        struct MalformedJPEG: Error, CustomStringConvertible {
            let description: String
        }

        private(set) var segments: [Segment] = []
        /// The bytes between the scan header and EOI, still byte-stuffed.
        private(set) var entropyCodedData: [UInt8] = []

        init(_ data: Data) throws {
            let bytes = [UInt8](data)
            guard bytes.starts(with: [0xFF, 0xD8]) else { throw MalformedJPEG(description: "no SOI at the start") }
            var index = 2
            while index + 4 <= bytes.count {
                guard bytes[index] == 0xFF else { throw MalformedJPEG(description: "no marker at byte \(index)") }
                let marker = bytes[index + 1]
                let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
                guard length >= 2, index + 2 + length <= bytes.count else {
                    throw MalformedJPEG(description: "segment \(marker) overruns the file")
                }
                segments.append(Segment(marker: marker, payload: Array(bytes[(index + 4)..<(index + 2 + length)])))
                index += 2 + length
                if marker == 0xDA { break }
            }
            // The scan ends at the first 0xFF that is not followed by a stuffed 0x00: it must be the EOI at the end.
            var end = index
            while end + 1 < bytes.count, !(bytes[end] == 0xFF && bytes[end + 1] != 0x00) { end += 1 }
            guard end == bytes.count - 2, bytes[end...] == [0xFF, 0xD9] else {
                throw MalformedJPEG(description: "entropy data ends at byte \(end) of \(bytes.count), not at EOI")
            }
            entropyCodedData = Array(bytes[index..<end])
        }

        func payload(of marker: UInt8) -> [UInt8]? {
            segments.first { $0.marker == marker }?.payload
        }
    }
}
