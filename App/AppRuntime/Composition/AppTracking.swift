import Console
import Tracking

/// The event trackers `options` ask for: lines on stderr with `--verbose`, JSON lines in the `--events` file.
enum AppTracking {
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
