import Foundation

extension SampleUniverseFiles {
    /// The keys of every object in a JSON text, in the order the text writes them (what `JSONDecoder` cannot tell).
    struct KeyOrder {
        /// Keys of the objects that are elements of the top-level array, one list per object.
        private(set) var topLevelObjects: [[String]] = []
        /// Keys of objects nested inside those (such as `origin` and `location`), in document order.
        private(set) var nestedObjects: [[String]] = []

        init(scanning data: Data) {
            let bytes = [UInt8](data)
            var containers: [[String]?] = []  // nil for an array, the keys so far for an object
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    let start = index + 1
                    index = start
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    var next = index + 1
                    while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":"), let last = containers.indices.last,
                        containers[last] != nil
                    {
                        containers[last]?.append(String(decoding: bytes[start..<index], as: UTF8.self))
                    }
                case UInt8(ascii: "{"): containers.append([])
                case UInt8(ascii: "["): containers.append(nil)
                case UInt8(ascii: "}"):
                    let keys = containers.removeLast() ?? []
                    if containers.count == 1 { topLevelObjects.append(keys) } else { nestedObjects.append(keys) }
                case UInt8(ascii: "]"): containers.removeLast()
                default: break
                }
                index += 1
            }
        }
    }
}
