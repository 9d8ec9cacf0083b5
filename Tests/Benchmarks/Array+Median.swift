extension Array where Element == Double {
    /// The middle value once sorted (the upper one of an even count); NaN when empty.
    var median: Double {
        let sorted = sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
