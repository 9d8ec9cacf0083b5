/// Splits ids for multi-id requests: sorted, deduplicated, at most `size` per chunk.
enum IDChunks {
    static func make(_ ids: [Int], size: Int) -> [[Int]] {
        let sorted = Set(ids).sorted()
        let size = max(1, size)
        return stride(from: 0, to: sorted.count, by: size).map { start in
            Array(sorted[start..<min(start + size, sorted.count)])
        }
    }
}
