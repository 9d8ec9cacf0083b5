import Foundation
import Storage

extension CatalogCrawler {
    func storeDetails(_ entries: [CatalogDetails.Entry], into summary: inout CrawlSummary) async {
        for entry in entries {
            guard !Task.isCancelled else { return }
            let body = entry.body
            do {
                let stored = try await fetcher.load(key: entry.url.absoluteString, policy: settings.pagePolicy) {
                    body
                }
                summary.recordDetail(fromCache: stored.origin != .network)
            } catch {
                summary.failures.append(
                    CrawlFailure(job: .detail(entry.url), url: entry.url, reason: String(describing: error)))
            }
        }
    }
}
