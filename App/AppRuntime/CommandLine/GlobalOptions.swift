import FeatureKit
import Foundation

/// The options every command accepts: data source, caching, the user's data, output, and the features' options.
public struct GlobalOptions: Hashable, Sendable {
    /// `--api URL`: a compatible server to browse instead of the embedded replica.
    public var apiBaseURL: URL?
    /// `--dataset DIR`: the data the embedded replica serves, instead of the bundled sample.
    public var datasetDirectory: URL?
    /// `--cache-dir DIR`: where the on-disk cache lives.
    public var cacheDirectory: URL?
    /// `--no-cache`: keep nothing on disk.
    public var disablesCache: Bool
    /// `--data-dir DIR`: where the user's data (a feature's favourites) lives.
    public var dataDirectory: URL?
    /// `--fixtures`: a preview's features run on their fixtures, with no server at all.
    public var usesFixtures: Bool
    /// `--offline`: answer from the cache and the crawl only, with no request at all.
    public var worksOffline: Bool
    /// `--json`: print screens as JSON, one object a line.
    public var printsJSON: Bool
    /// `--all`: a one-shot command's long sections show every row, not the first ones and "and N more".
    public var showsEveryRow: Bool
    /// `--events FILE`: where tracked events are written.
    public var eventsFile: URL?
    /// `--verbose`: log more on stderr.
    public var isVerbose: Bool
    /// The checked values of the features' own options (`--failure-rate 0.5`); each feature receives its own.
    public var featureSettings: FeatureSettings

    /// Creates options; every default means "not given".
    public init(
        apiBaseURL: URL? = nil,
        datasetDirectory: URL? = nil,
        cacheDirectory: URL? = nil,
        disablesCache: Bool = false,
        dataDirectory: URL? = nil,
        usesFixtures: Bool = false,
        worksOffline: Bool = false,
        printsJSON: Bool = false,
        showsEveryRow: Bool = false,
        eventsFile: URL? = nil,
        isVerbose: Bool = false,
        featureSettings: FeatureSettings = FeatureSettings()
    ) {
        self.apiBaseURL = apiBaseURL
        self.datasetDirectory = datasetDirectory
        self.cacheDirectory = cacheDirectory
        self.disablesCache = disablesCache
        self.dataDirectory = dataDirectory
        self.usesFixtures = usesFixtures
        self.worksOffline = worksOffline
        self.printsJSON = printsJSON
        self.showsEveryRow = showsEveryRow
        self.eventsFile = eventsFile
        self.isVerbose = isVerbose
        self.featureSettings = featureSettings
    }
}
