import FeatureData
import Foundation
import Networking
import Storage

extension CatalogCrawler {
    /// Loads `job`; a page with `refresh` is asked of the server even when the cache holds it fresh (`immutable` too).
    func load(_ job: CrawlJob, watch: CrawlStallWatch, refresh: Bool = false) async -> CrawlJobResult {
        var url: URL?
        do {
            switch job {
            case .page(let number, let resource):
                let pageURL = try configuration.url(for: .page(number, of: resource))
                url = pageURL
                return try await loadPage(job, url: pageURL, watch: watch, refresh: refresh)
            case .image(let imageURL):
                url = imageURL
                return try await loadImage(job, url: imageURL, watch: watch)
            }
        } catch {
            if error is CancellationError || Task.isCancelled {
                return CrawlJobResult(job: job, outcome: .cancelled)
            }
            let failure = CrawlFailure(job: job, url: url, error: error)
            return CrawlJobResult(job: job, outcome: .failed(failure, mayLoadLater: Self.delay(after: error) != nil))
        }
    }

    private func loadPage(
        _ job: CrawlJob, url: URL, watch: CrawlStallWatch, refresh: Bool
    ) async throws -> CrawlJobResult {
        let policy = refresh ? settings.pagePolicy.with(mode: .revalidate) : settings.pagePolicy
        let loaded = try await load(url, policy: policy, watch: watch) { data in
            (try Self.decodePage(data, url: url), data)
        }
        let (page, data) = loaded.value
        return CrawlJobResult(
            job: job, url: url, outcome: .page(page), bytes: data.count, source: CrawlLoadSource(loaded))
    }

    private func loadImage(_ job: CrawlJob, url: URL, watch: CrawlStallWatch) async throws -> CrawlJobResult {
        let loaded = try await load(url, policy: settings.imagePolicy, watch: watch) { data in
            try ImageIntegrity.check(data, url: url)
            return data.count
        }
        return CrawlJobResult(
            job: job, url: url, outcome: .image, bytes: loaded.value, source: CrawlLoadSource(loaded))
    }

    // The fetcher refetches cached bytes that do not decode; `attempting` tries again itself, counting retries.
    private func load<Value: Sendable>(
        _ url: URL, policy: CachePolicy, watch: CrawlStallWatch, decode: (Data) throws -> Value
    ) async throws -> CachedValue<Value> {
        try await attempting(url, watch: watch) {
            try await fetcher.load(
                key: url.absoluteString, policy: policy, invalidBodyRefetches: 0,
                fetchAnswer: { try await fetchAnswer(url, revalidating: $0) }, decode: decode)
        }
    }

    /// GETs `url` (conditionally with `validators`), failing on a non-2xx status other than the 304 asked for and on a
    /// body whose length differs from its `Content-Length`.
    private func fetchAnswer(_ url: URL, revalidating validators: CacheValidators) async throws -> FetchedAnswer {
        try await client.fetchAnswer(url, revalidating: validators) { response in
            let encoded = response.header("Content-Encoding").map { $0.lowercased() != "identity" } ?? false
            if !encoded, let declared = response.header("Content-Length").flatMap({ Int($0) }),
                declared != response.body.count
            {
                throw CrawlIntegrityError.lengthMismatch(url: url, declared: declared, received: response.body.count)
            }
        }
    }

    private static func decodePage(_ data: Data, url: URL) throws -> CatalogPage {
        let page = try CatalogPage(reading: data, url: url)
        try page.checkBounds(url: url)
        return page
    }
}
