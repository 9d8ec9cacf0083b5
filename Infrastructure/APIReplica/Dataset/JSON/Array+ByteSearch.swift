extension RandomAccessCollection<UInt8> where Index == Int {
    func firstIndex(ofBytes needle: [UInt8], from start: Int? = nil) -> Int? {
        var index = start ?? startIndex
        guard let first = needle.first else { return index <= endIndex ? index : nil }
        while index <= endIndex - needle.count {
            if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
