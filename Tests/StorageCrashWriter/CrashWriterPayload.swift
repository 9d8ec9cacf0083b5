import Foundation

/// The self-checking entries the crash writer stores: each names its key and generation, and its bytes follow from
/// them, so a reader can tell an intact entry from a torn or mixed-up one.
public enum CrashWriterPayload {
    /// How many keys the writer cycles through unless told otherwise.
    public static let defaultKeyCount = 24

    /// The key of slot `index`.
    public static func key(_ index: Int) -> String {
        "https://rickandmortyapi.com/api/crash-test?slot=\(index)"
    }

    /// The payload for `key` at `generation`: a header line, then 64 bytes to 8 kB derived from both.
    public static func payload(key: String, generation: Int) -> Data {
        let header = Data("\(key) \(generation)\n".utf8)
        var data = Data(count: header.count + 64 + (generation &* 7_919) % 8_128)
        data.withUnsafeMutableBytes { bytes in
            bytes.copyBytes(from: header)
            for index in header.count..<bytes.count {
                bytes[index] = byte(generation: generation, index: index)
            }
        }
        return data
    }

    /// Whether `data` is exactly the payload some generation of the writer stored for `key`.
    public static func isIntact(_ data: Data, key: String) -> Bool {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = String(data: data[data.startIndex..<newline], encoding: .utf8),
            let separator = header.lastIndex(of: " "),
            header[..<separator] == key,
            let generation = Int(header[header.index(after: separator)...])
        else { return false }
        return data == payload(key: key, generation: generation)
    }

    private static func byte(generation: Int, index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: generation &* 31 &+ index &* 7 &+ (index >> 8))
    }
}
