import Foundation

/// What loading one crawl job gave: a decoded page, an image, a failure, or nothing because it was cancelled.
struct CrawlJobResult: Sendable {
    enum Outcome: Sendable {
        case page(CatalogPage)
        case image
        /// The load failed; `mayLoadLater` when a later round may load it (a transient failure).
        case failed(CrawlFailure, mayLoadLater: Bool)
        case cancelled
    }

    var job: CrawlJob
    var url: URL?
    var outcome: Outcome
    var bytes = 0
    var source = CrawlLoadSource.network
}
