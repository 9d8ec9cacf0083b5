/// Why a crawl stopped before it was done: the server let `timedOutLoads` loads in a row time out.
public struct CrawlStall: Error, Sendable, Hashable, CustomStringConvertible {
    /// The host that stopped answering.
    public var host: String
    /// The loads in a row that timed out before the crawl stopped.
    public var timedOutLoads: Int

    /// Creates the record of a stall.
    public init(host: String, timedOutLoads: Int) {
        self.host = host
        self.timedOutLoads = timedOutLoads
    }

    /// The stall in a sentence naming the host.
    public var description: String {
        "\(host) stopped answering (\(timedOutLoads) loads in a row timed out), so the crawl stopped"
    }
}
