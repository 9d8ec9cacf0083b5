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
    public var disablesCache = false
    /// `--data-dir DIR`: where the user's data (a feature's favourites) lives.
    public var dataDirectory: URL?
    /// `--fixtures`: a preview's features run on their fixtures, with no server at all.
    public var usesFixtures = false
    /// `--offline`: answer from the cache and the crawl only, with no request at all.
    public var worksOffline = false
    /// `--refresh`: ask the server about every saved answer the command uses, fresh or not (a 304 while unchanged).
    public var refreshes = false
    /// `--json`: print screens as JSON, one object a line.
    public var printsJSON = false
    /// `--all`: a one-shot command's long sections show every row, not the first ones and "and N more".
    public var showsEveryRow = false
    /// `--events FILE`: where tracked events are written.
    public var eventsFile: URL?
    /// `--verbose`: log more on stderr.
    public var isVerbose = false
    /// The checked values of the features' own options (`--failure-rate 0.5`); each feature receives its own.
    public var featureSettings = FeatureSettings()
}
