/// Reads the id at the end of an API resource URL (`https://.../api/character/38` -> 38).
enum ResourceID {
    static func parse(_ url: String) -> Int? {
        let last = url.split(separator: "/", omittingEmptySubsequences: true).last ?? ""
        guard !last.isEmpty, last.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(last)
    }
}
