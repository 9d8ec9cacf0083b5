/// The one rule for multi-id requests (`/character/1,2,3`): each id once, sorted, at most `size` ids a request.
public enum IDBatches {
    /// Twenty ids a request: the API's page size, and a URL of comfortable length.
    public static let size = 20

    /// `ids` cut into requests: each id once, sorted, `size` at most in each; none for no ids.
    public static func batches(_ ids: [Int]) -> [[Int]] {
        let sorted = Set(ids).sorted()
        return stride(from: 0, to: sorted.count, by: size).map { Array(sorted[$0..<min($0 + size, sorted.count)]) }
    }
}
