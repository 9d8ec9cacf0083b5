import Console
import SharedPresentation

extension CrawlSummary {
    /// The summary as lines for people: what was loaded, the traffic, throughput, and every failure.
    public var text: String {
        var lines: [String] = []
        let outcome =
            stall != nil
            ? "crawl stopped" : wasCancelled ? "crawl cancelled" : isComplete ? "crawl complete" : "crawl incomplete"
        lines.append("\(outcome) in \(DecimalText.twoDecimals(duration.fractionalSeconds)) s")
        lines.append(
            "  pages:      \(pages) of \(plan.totalPages) (\(pagesFetched) fetched, \(pagesFromCache) from cache)")
        lines.append("  items:      \(items) of \(plan.totalItems)")
        if plan.includesImages {
            lines.append(
                "  images:     \(images) of \(plan.expectedImages) (\(imagesFetched) fetched, \(imagesFromCache) from cache)"
            )
        }
        if details > 0 {
            lines.append(
                "  details:    \(details) derived from the pages (\(detailsStored) stored, \(detailsFromCache) from cache)"
            )
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
        lines.append("  failures:   \(failures.count)")
        for failure in failures {
            lines.append("    \(failure.reason)")
        }
        if let stall {
            lines.append("  stopped:    \(stall.description)")
            lines.append(
                "    what was loaded is saved; run `crawl` again to resume (saved pages and images are not fetched again)"
            )
        }
        if !storageFailures.isEmpty {
            lines.append("  not kept:   \(storageFailures.count)")
            lines += storageFailures.map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
