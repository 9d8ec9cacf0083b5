import Locking
import Networking

/// Counts the loads in a row that timed out, across every load of one crawl, and says when the crawl must stop.
///
/// The HTTP client already retries each request within its deadline, so a load that reaches the crawl timed out
/// has waited the client's whole budget. When `limit` loads in a row time out with no answer from the server in
/// between, the server has stopped answering: the crawl stops instead of waiting the same way for every load left.
final class CrawlStallWatch: Sendable {
    private struct State {
        var timeoutsInARow = 0
        var stall: CrawlStall?
    }

    private let limit: Int
    private let state = Locked(State())

    /// Creates a watch that stops the crawl after `limit` timed-out loads in a row (at least 1).
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The stall, once the crawl must stop.
    var stall: CrawlStall? { state.withLock { $0.stall } }

    /// Notes that the server answered a load.
    func recordAnswer() {
        state.withLock { state in
            if state.stall == nil { state.timeoutsInARow = 0 }
        }
    }

    /// Notes a failed load and returns the stall when the crawl must stop now (or has stopped already).
    func record(_ error: any Error, host: String) -> CrawlStall? {
        state.withLock { state in
            if let stall = state.stall { return stall }
            switch Self.meaning(of: error) {
            case .serverAnswered:
                state.timeoutsInARow = 0
                return nil
            case .noAnswer:
                return nil
            case .timedOut:
                state.timeoutsInARow += 1
            }
            guard state.timeoutsInARow >= limit else { return nil }
            state.stall = CrawlStall(host: host, timedOutLoads: state.timeoutsInARow)
            return state.stall
        }
    }

    private enum Meaning {
        case timedOut
        /// The server answered, if only with an error status or a body that was not what it should be.
        case serverAnswered
        /// Neither: refused or dropped connections, cancellation, a cached entry that did not read.
        case noAnswer
    }

    private static func meaning(of error: any Error) -> Meaning {
        switch error {
        case NetworkError.transport(.timedOut, _, _): .timedOut
        case NetworkError.transport, NetworkError.cancelled, NetworkError.invalidURL, is CancellationError,
            is AttemptFailure:
            .noAnswer
        default: .serverAnswered
        }
    }
}
