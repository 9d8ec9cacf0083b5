import Console
import Locking

/// Reports crawl progress as one bar redrawn in place, for a terminal: `[#####-----] 50% 26/52 pages, ...`.
public final class TerminalProgressBar: CrawlProgressReporter {
    private struct State {
        var lastDrawnAt: Duration?
        var drewAnything = false
    }

    static let clearLine = "\r\u{1B}[2K"

    private let sink: any TextSink
    private let width: Int
    private let redrawInterval: Duration
    private let state = Locked(State())

    /// Creates a bar `width` characters wide writing to `sink` (standard error, a terminal).
    public init(sink: any TextSink, width: Int = 24, redrawInterval: Duration = .milliseconds(100)) {
        self.sink = sink
        self.width = max(4, width)
        self.redrawInterval = redrawInterval
    }

    /// Writes the plan on a line of its own.
    public func crawlStarted(_ plan: CrawlPlan) {
        sink.writeLine(CrawlProgressText.plan(plan))
    }

    /// Redraws the bar when `redrawInterval` has passed since the last drawing, or when the crawl is done.
    public func crawlProgressed(_ progress: CrawlProgress) {
        let isDue = state.withLock { state -> Bool in
            let due =
                progress.isFinished || state.lastDrawnAt.map { progress.elapsed - $0 >= redrawInterval } ?? true
            if due {
                state.lastDrawnAt = progress.elapsed
                state.drewAnything = true
            }
            return due
        }
        if isDue {
            sink.write(Self.clearLine + bar(progress))
        }
    }

    /// Ends the bar's line and says that the crawl goes back for what failed; the bar goes on below.
    public func crawlGoesBack(round: Int, failedLoads: Int) {
        writeBelowTheBar(CrawlProgressText.goingBack(round: round, failedLoads: failedLoads))
    }

    /// Ends the bar's line and says what the crawl does now that its loads are over.
    public func crawlEntered(_ phase: CrawlPhase) {
        writeBelowTheBar(CrawlProgressText.phase(phase))
    }

    private func writeBelowTheBar(_ line: String) {
        let drew = state.withLock { state -> Bool in
            defer { state.drewAnything = false }
            return state.drewAnything
        }
        sink.write((drew ? "\n" : "") + line + "\n")
    }

    /// Ends the bar's line.
    public func crawlFinished(_ summary: CrawlSummary) {
        let drew = state.withLock { state -> Bool in
            defer { state.drewAnything = false }
            return state.drewAnything
        }
        if drew {
            sink.write("\n")
        }
    }

    func bar(_ progress: CrawlProgress) -> String {
        let filled = Int((progress.fractionDone * Double(width)).rounded(.down))
        let percent = Int((progress.fractionDone * 100).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "[\(bar)] \(percent)% \(CrawlProgressText.counts(progress))"
    }
}
