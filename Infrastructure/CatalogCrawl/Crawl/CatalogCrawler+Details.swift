import Foundation
import Storage

extension CatalogCrawler {
    /// Stores the details derived from the pages through the fetcher, under the pages' policy; entries still fresh
    /// are left as they are.
    func storeDetails(_ entries: [CatalogDetails.Entry], into tally: inout CrawlTally) async {
        for entry in entries {
            guard !Task.isCancelled else { return }
            let body = entry.body
            do {
                let stored = try await fetcher.load(key: entry.url.absoluteString, policy: settings.pagePolicy) {
                    body
                }
                tally.recordDetail(fromCache: stored.origin != .network)
            } catch {
                tally.recordDetailFailure(
                    CrawlFailure(job: .detail(entry.url), url: entry.url, reason: String(describing: error)))
            }
        }
    }
}
