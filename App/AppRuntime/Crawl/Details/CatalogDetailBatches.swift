/// How the features cut id lists into multi-id requests, mirrored so the crawl stores the lists they ask for.
///
/// The App's end-to-end test of detail screens served offline after a crawl fails if a feature changes its rule.
enum CatalogDetailBatches {
    /// The most ids in one multi-id request, in both features.
    static let size = 20

    /// The requests the characters feature makes for a character's episodes: each id once, in the order the
    /// character lists them, 20 at a time.
    static func episodesOfCharacter(_ ids: [Int]) -> [[Int]] {
        var seen: Set<Int> = []
        return batches(ids.filter { seen.insert($0).inserted })
    }

    /// The requests the episodes feature makes for an episode's cast: each id once, sorted, 20 at a time.
    static func castOfEpisode(_ ids: [Int]) -> [[Int]] {
        batches(Set(ids).sorted())
    }

    private static func batches(_ ids: [Int]) -> [[Int]] {
        stride(from: 0, to: ids.count, by: size).map { Array(ids[$0..<min($0 + size, ids.count)]) }
    }
}
