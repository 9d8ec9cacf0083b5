import Console
import Tracking

/// The event trackers `options` ask for: a line per event on stderr with `--verbose`, JSON lines in the
/// `--events` file, both at once, or none.
enum AppTracking {
    /// The composed tracker; an `--events` file that cannot be opened is a `StartupError`.
    static func tracker(for options: GlobalOptions, standardError: any TextSink) throws(StartupError)
        -> any EventTracker
    {
        var trackers: [any EventTracker] = []
        if options.isVerbose {
            trackers.append(LineEventTracker { standardError.writeLine($0) })
        }
        if let file = options.eventsFile {
            do {
                trackers.append(try JSONLinesEventTracker(fileURL: file))
            } catch {
                throw .eventsFileUnwritable(error)
            }
        }
        return CompositeTracker(trackers)
    }
}
