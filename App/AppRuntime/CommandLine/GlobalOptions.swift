import Foundation

/// The options every command accepts: where the data comes from, caching, output format and demo failures.
public struct GlobalOptions: Hashable, Sendable {
    /// `--api URL`: a compatible server to browse instead of the embedded replica.
    public var apiBaseURL: URL?
    /// `--dataset DIR`: the data the embedded replica serves, instead of the bundled sample.
    public var datasetDirectory: URL?
    /// `--cache-dir DIR`: where the on-disk cache lives.
    public var cacheDirectory: URL?
    /// `--no-cache`: keep nothing on disk.
    public var disablesCache: Bool
    /// `--json`: print screens as JSON, one object a line.
    public var printsJSON: Bool
    /// `--events FILE`: where tracked events are written.
    public var eventsFile: URL?
    /// `--verbose`: log more on stderr.
    public var isVerbose: Bool
    /// `--failure-rate R`: the share (0...1) of image loads that fail on purpose, for demos.
    public var imageFailureRate: Double?
    /// `--failure-seed N`: the seed that makes simulated failures repeatable.
    public var imageFailureSeed: UInt64?

    /// Creates options; every default means "not given".
    public init(
        apiBaseURL: URL? = nil,
        datasetDirectory: URL? = nil,
        cacheDirectory: URL? = nil,
        disablesCache: Bool = false,
        printsJSON: Bool = false,
        eventsFile: URL? = nil,
        isVerbose: Bool = false,
        imageFailureRate: Double? = nil,
        imageFailureSeed: UInt64? = nil
    ) {
        self.apiBaseURL = apiBaseURL
        self.datasetDirectory = datasetDirectory
        self.cacheDirectory = cacheDirectory
        self.disablesCache = disablesCache
        self.printsJSON = printsJSON
        self.eventsFile = eventsFile
        self.isVerbose = isVerbose
        self.imageFailureRate = imageFailureRate
        self.imageFailureSeed = imageFailureSeed
    }
}
