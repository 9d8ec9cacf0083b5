import Foundation

/// Turns the characters' `image` URLs into image jobs, each URL once, when the crawl includes images.
struct ImageQueue {
    let includesImages: Bool
    private var seen: Set<URL> = []

    init(includesImages: Bool) {
        self.includesImages = includesImages
    }

    mutating func newJobs(from page: CatalogPage) -> [CrawlJob] {
        guard includesImages else { return [] }
        return page.results.compactMap { item in
            guard let text = item.image, let url = URL(string: text), seen.insert(url).inserted else { return nil }
            return .image(url)
        }
    }
}
