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
        return parts.joined(separator: ", ")
    }
}
