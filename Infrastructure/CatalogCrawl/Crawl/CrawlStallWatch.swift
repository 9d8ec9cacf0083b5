import Locking
import Networking

/// Counts the loads in a row that timed out (each waited the HTTP client's whole budget) and says when to stop.
final class CrawlStallWatch: Sendable {
    private struct State {
        var timeoutsInARow = 0
        var stall: CrawlStall?
    }

    private let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    var stall: CrawlStall? { state.withLock { $0.stall } }

    func recordAnswer() {
        state.withLock { state in
            if state.stall == nil { state.timeoutsInARow = 0 }
        }
    }

    /// Notes a failed load and returns the stall when the crawl must stop now (or has stopped already).
    func record(_ error: any Error, host: String) -> CrawlStall? {
        state.withLock { state in
            if let stall = state.stall { return stall }
            switch error {
            case NetworkError.transport(.timedOut, _, _):
                state.timeoutsInARow += 1
            case NetworkError.transport, NetworkError.cancelled, NetworkError.invalidURL, is CancellationError:
                // No answer, nor a timeout: refused or dropped connections, cancellation.
                return nil
            default:
                // The server answered, if only with an error status or a body that was not what it should be.
                state.timeoutsInARow = 0
                return nil
            }
            guard state.timeoutsInARow >= limit else { return nil }
            state.stall = CrawlStall(host: host, timedOutLoads: state.timeoutsInARow)
            return state.stall
        }
    }
}
