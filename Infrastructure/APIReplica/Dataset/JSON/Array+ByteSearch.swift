extension Array where Element == UInt8 {
    func firstIndex(ofBytes needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start <= count ? start : nil }
        guard count >= needle.count else { return nil }
        var index = start
        let last = count - needle.count
        while index <= last {
            if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    func containsBytes(_ needle: [UInt8]) -> Bool {
        firstIndex(ofBytes: needle) != nil
    }
}
