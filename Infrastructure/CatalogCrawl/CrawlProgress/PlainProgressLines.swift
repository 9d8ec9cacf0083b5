import Console
import Locking

/// Reports crawl progress as plain lines, for logs and pipes: at most one every `interval`, and one when done.
public final class PlainProgressLines: CrawlProgressReporter {
    private struct State {
        var lastLineAt: Duration?
        var printedFinished = false
    }

    private let sink: any TextSink
    private let interval: Duration
    private let state = Locked(State())

    /// Creates a reporter writing to `sink` (standard error), at most one progress line per `interval`.
    public init(sink: any TextSink, interval: Duration = .seconds(2)) {
        self.sink = sink
        self.interval = interval
    }

    /// Writes the plan.
    public func crawlStarted(_ plan: CrawlPlan) {
        sink.writeLine(CrawlProgressText.plan(plan))
    }

    /// Writes a progress line when `interval` has passed since the last one, or when the crawl is done.
    public func crawlProgressed(_ progress: CrawlProgress) {
        let isDue = state.withLock { state -> Bool in
            let finished = progress.isFinished
            guard !state.printedFinished else { return false }
            guard finished || state.lastLineAt.map({ progress.elapsed - $0 >= interval }) ?? true else {
                return false
            }
            state.lastLineAt = progress.elapsed
            state.printedFinished = finished
            return true
        }
        if isDue {
            let percent = Int((progress.fractionDone * 100).rounded(.down))
            sink.writeLine("crawl: \(percent)% \(CrawlProgressText.counts(progress))")
        }
    }

    /// Writes that the crawl goes back for what failed; the round's progress is written as it goes.
    public func crawlGoesBack(round: Int, failedLoads: Int) {
        state.withLock { $0.printedFinished = false }
        sink.writeLine(CrawlProgressText.goingBack(round: round, failedLoads: failedLoads))
    }

    /// Writes what the crawl does now that its loads are over.
    public func crawlEntered(_ phase: CrawlPhase) {
        sink.writeLine(CrawlProgressText.phase(phase))
    }

    /// Writes nothing: the summary follows on standard output.
    public func crawlFinished(_ summary: CrawlSummary) {}
}
