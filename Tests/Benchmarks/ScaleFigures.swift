/// What one `scale-child` process measured for one universe size; it crosses the process boundary as JSON.
struct ScaleFigures: Codable, Sendable {
    /// The line prefix the child prints its figures after.
    static let linePrefix = "SCALE-RESULT "

    var characters: Int
    /// Every object of the universe as compact JSON: the dataset's own size.
    var datasetBytes: Int
    /// Generating the universe and rendering it for serving.
    var startupMilliseconds: Double
    /// Loading page 42 through URLSession, CachedFetcher (network, then stored) and decoding.
    var page42Milliseconds: Double
    /// The same for the last page.
    var lastPageMilliseconds: Double
    /// The disk cache's entry files after loading the same five pages.
    var cacheBytes: Int
    /// The child process's peak resident memory.
    var peakMemoryBytes: Int
}
