import Foundation

/// Finds the bytes of each object in a page's top-level `results` array exactly as sent, in one pass.
enum PageResultsScanner {
    /// The byte ranges (offsets into `data`) of the objects in `results`, in order; nil when there is no such array.
    static func objectRanges(in data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { scan($0) }
    }

    private static let results = Array("results".utf8)

    private static func scan(_ bytes: UnsafeRawBufferPointer) -> [Range<Int>]? {
        var depth = 0
        var inString = false
        var escaped = false
        var stringStart = 0
        var lastKeyIsResults = false
        var awaitingResultsValue = false
        var inResults = false
        var objectStart = 0
        var ranges: [Range<Int>] = []
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 1 {
                        lastKeyIsResults = isResults(bytes, from: stringStart + 1, to: index)
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: "\""):
                inString = true
                stringStart = index
                awaitingResultsValue = false
            case UInt8(ascii: ":"):
                awaitingResultsValue = depth == 1 && lastKeyIsResults
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 1, awaitingResultsValue, byte == UInt8(ascii: "[") {
                    inResults = true
                }
                awaitingResultsValue = false
                depth += 1
                if inResults, depth == 3 {
                    objectStart = index
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if inResults, depth == 2, byte == UInt8(ascii: "}") {
                    ranges.append(objectStart..<(index + 1))
                } else if inResults, depth == 1 {
                    return ranges
                }
            default:
                awaitingResultsValue = false
            }
        }
        return nil
    }

    private static func isResults(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard end - start == results.count else { return false }
        return (0..<results.count).allSatisfy { bytes[start + $0] == results[$0] }
    }
}
