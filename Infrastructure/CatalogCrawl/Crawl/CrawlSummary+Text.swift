import Console
import SharedPresentation

extension CrawlSummary {
    // Write failures are alike (a full disk fails every write): a few say what happened.
    private static let storageFailuresShown = 5

    /// The summary as lines for people: what was loaded, the traffic, throughput, and every failure.
    public var text: String {
        var lines: [String] = []
        let outcome =
            stall != nil
            ? "crawl stopped" : wasCancelled ? "crawl cancelled" : isComplete ? "crawl complete" : "crawl incomplete"
        let full = isDiskFull ? ": the disk is full" : ""
        lines.append("\(outcome) in \(DecimalText.twoDecimals(duration.fractionalSeconds)) s\(full)")
        // A total is what the plan expects, or what was loaded when the catalog turned out larger: never less.
        let again = pagesLoadedAgain > 0 ? ", \(pagesLoadedAgain) read again" : ""
        lines.append(
            "  pages:      \(pages) of \(max(pages, plan.totalPages)) (\(pagesFetched) fetched, "
                + Self.confirmed(pagesConfirmed) + "\(pagesFromCache) from cache\(again))")
        lines.append("  items:      \(items) of \(max(items, plan.totalItems))")
        if plan.includesImages {
            lines.append(
                "  images:     \(images) of \(max(images, plan.expectedImages)) (\(imagesFetched) fetched, "
                    + Self.confirmed(imagesConfirmed) + "\(imagesFromCache) from cache)")
        }
        if detailsIndexed > 0 {
            lines.append("  details:    \(detailsIndexed) answered from the pages through the crawl's index")
        }
        lines.append(
            "  bytes:      \(ByteCountText.text(bytes)) loaded, \(ByteCountText.text(bytesDownloaded)) downloaded")
        lines.append("  requests:   \(requests) (\(retries) retries)")
        if rounds > 1 {
            lines.append("  rounds:     \(rounds) (went back for what failed)")
        }
        lines.append(
            "  throughput: \(DecimalText.oneDecimal(requestsPerSecond)) requests/s, "
                + "\(ByteCountText.rate(bytesDownloadedPerSecond)), \(DecimalText.oneDecimal(loadsPerSecond)) loads/s"
        )
        lines += changes.map { "  changed:    \($0)" }
        lines.append("  failures:   \(failures.count)")
        lines += failureLines
        if let stall {
            lines.append("  stopped:    \(stall.description)")
            lines.append(
                "    what was loaded is saved; run `crawl` again to resume (saved pages and images are not fetched again)"
            )
        }
        if !storageFailures.isEmpty {
            let why = isDiskFull ? " (the disk is full: free some space and run `crawl` again)" : ""
            lines.append("  not kept:   \(storageFailures.count)\(why)")
            lines += storageFailures.prefix(Self.storageFailuresShown).map { "    \($0)" }
            if storageFailures.count > Self.storageFailuresShown {
                lines.append("    … and \(storageFailures.count - Self.storageFailuresShown) more")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One line for each failure, except one line in all for the loads that could not reach the same server.
    private var failureLines: [String] {
        let counts = Dictionary(failures.compactMap { $0.unreachableServer.map { ($0, 1) } }, uniquingKeysWith: +)
        var named: Set<String> = []
        return failures.compactMap { failure in
            guard let server = failure.unreachableServer else { return "    \(failure.reason)" }
            guard named.insert(server).inserted else { return nil }
            let count = counts[server, default: 1]
            return "    could not reach \(server)" + (count > 1 ? " (\(count) loads)" : "")
        }
    }

    // Said only when the server confirmed some: a 304 is a request, not a load from the cache alone.
    private static func confirmed(_ count: Int) -> String {
        count > 0 ? "\(count) confirmed unchanged by the server, " : ""
    }
}
