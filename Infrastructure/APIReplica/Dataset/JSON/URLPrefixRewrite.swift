/// Replaces one URL prefix by another inside every string a rendering writes (the API's base by the replica's).
struct URLPrefixRewrite: Sendable, Equatable {
    static let realAPIBase = "https://rickandmortyapi.com/api"

    let original: [UInt8]
    let replacement: [UInt8]

    init(from original: String = Self.realAPIBase, to replacement: String) {
        self.original = Array(original.utf8)
        self.replacement = Array(replacement.utf8)
    }

    func apply(to text: [UInt8]) -> [UInt8] {
        guard var match = text.firstIndex(ofBytes: original) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count + replacement.count)
        var copied = 0
        while true {
            result.append(contentsOf: text[copied..<match])
            result.append(contentsOf: replacement)
            copied = match + original.count
            guard let next = text.firstIndex(ofBytes: original, from: copied) else { break }
            match = next
        }
        result.append(contentsOf: text[copied...])
        return result
    }
}
