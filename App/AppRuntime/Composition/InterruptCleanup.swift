import Foundation
import Storage

/// While it exists, SIGINT (Ctrl-C) and SIGTERM end the process as they would, once the temporary files of the cache
/// writes in flight are removed: an interrupted crawl leaves no litter for the next `cache verify` to find.
final class InterruptCleanup {
    private let sources: [any DispatchSourceSignal]

    init(files: InFlightFiles = .process) {
        sources = [SIGINT, SIGTERM].map { Self.listen(to: $0, files: files) }
    }

    deinit {
        for source in sources {
            source.cancel()
        }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    private static func listen(to number: Int32, files: InFlightFiles) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            files.abandonAll()
            // The signal again, now with its default action, to the process (this dispatch thread blocks signals):
            // the process ends as the signal says.
            signal(number, SIG_DFL)
            kill(getpid(), number)
        }
        source.resume()
        return source
    }
}
