import Console
import SharedPresentation

/// The words both progress reporters use for a plan and a progress report.
enum CrawlProgressText {
    static func plan(_ plan: CrawlPlan) -> String {
        let resources = plan.resources.compactMap { resource -> String? in
            guard let pages = plan.pageCounts[resource] else { return nil }
            return "\(resource.rawValue) \(pages)"
        }
        var text = "crawl: \(plan.totalPages) pages"
        if !resources.isEmpty {
            text += " (\(resources.joined(separator: ", ")))"
        }
        text += ", \(plan.totalItems) items"
        if plan.includesImages {
            text += ", \(plan.expectedImages) images"
        }
        let unknown = plan.resources.filter { plan.pageCounts[$0] == nil }.map(\.rawValue)
        if !unknown.isEmpty {
            text += "; page 1 of \(unknown.joined(separator: ", ")) failed"
        }
        return text
    }

    static func goingBack(round: Int, failedLoads: Int) -> String {
        "crawl: round \(round), going back for \(failedLoads) failed \(failedLoads == 1 ? "load" : "loads")"
    }

    static func phase(_ phase: CrawlPhase) -> String {
        switch phase {
        case .indexing(let items, let pages):
            "crawl: details: indexing \(items) \(items == 1 ? "item" : "items") of \(pages) \(pages == 1 ? "page" : "pages")"
        case .storing(let writes, let bytes):
            "crawl: storing: \(writes) \(writes == 1 ? "entry" : "entries") (\(ByteCountText.text(bytes))) still going "
                + "to disk"
        }
    }

    /// `about 12 s left` (or `about 3 min left`) from the pace so far, once there is a pace to go by; nil before.
    static func timeLeft(_ progress: CrawlProgress) -> String? {
        let fraction = progress.fractionDone
        let elapsed = progress.elapsed.fractionalSeconds
        guard fraction >= 0.02, fraction < 1, elapsed >= 1 else { return nil }
        let seconds = Int((elapsed * (1 - fraction) / fraction).rounded(.up))
        return seconds < 120 ? "about \(seconds) s left" : "about \((seconds + 59) / 60) min left"
    }

    static func counts(_ progress: CrawlProgress) -> String {
        var parts = ["\(progress.pagesDone)/\(progress.pagesTotal) pages"]
        if progress.imagesTotal > 0 {
            parts.append("\(progress.imagesDone)/\(progress.imagesTotal) images")
        }
        parts.append("\(progress.items) items")
        parts.append(ByteCountText.text(progress.bytes))
        if progress.failures > 0 {
            parts.append("\(progress.failures) failed")
        }
        parts.append(DecimalText.oneDecimal(progress.elapsed.fractionalSeconds) + " s")
        if let left = timeLeft(progress) {
            parts.append(left)
        }
        return parts.joined(separator: ", ")
    }
}
