import Foundation
import Networking
import Storage

extension CatalogCrawler {
    /// Loads one job through the cache, trying again after invalid bodies; never throws.
    func load(_ job: CrawlJob, watch: CrawlStallWatch) async -> CrawlJobResult {
        var url: URL?
        do {
            switch job {
            case .page(let number, let resource):
                let pageURL = try configuration.url(for: .page(number, of: resource))
                url = pageURL
                return try await loadPage(job, url: pageURL, watch: watch)
            case .image(let imageURL):
                url = imageURL
                return try await loadImage(job, url: imageURL, watch: watch)
            case .detail(let detailURL):
                // Details are derived from the pages (see `storeDetails`), never loaded on their own.
                let reason = "\(detailURL.absoluteString) is derived from the pages, not loaded"
                return CrawlJobResult(
                    job: job,
                    outcome: .failed(CrawlFailure(job: job, url: detailURL, reason: reason), mayLoadLater: false))
            }
        } catch {
            if error is CancellationError || Task.isCancelled {
                return CrawlJobResult(job: job, outcome: .cancelled)
            }
            let failure = CrawlFailure(job: job, url: url, reason: String(describing: error))
            return CrawlJobResult(job: job, outcome: .failed(failure, mayLoadLater: Self.delay(after: error) != nil))
        }
    }

    private func loadPage(_ job: CrawlJob, url: URL, watch: CrawlStallWatch) async throws -> CrawlJobResult {
        try await attempting(url, watch: watch) { attempt in
            var decoded: CatalogPage?
            let loaded = try await fetcher.load(
                key: url.absoluteString,
                // A cached page that does not decode is replaced, not skipped.
                policy: attempt.replacesCachedEntry ? settings.pagePolicy.with(mode: .refresh) : settings.pagePolicy,
                validate: { decoded = try Self.decodePage($0, url: url) },
                invalidBodyRefetches: 0,  // `attempting` tries again itself, counting each try as a retry
                fetch: { try await fetchBody(url) }
            )
            let page: CatalogPage
            do {
                page = try decoded ?? Self.decodePage(loaded.data, url: url)
            } catch {
                throw AttemptFailure.invalidCachedEntry(error)
            }
            return CrawlJobResult(
                job: job, url: url, outcome: .page(page), bytes: loaded.data.count, fromCache: loaded.isCached,
                body: settings.includesDetails ? loaded.data : nil)
        }
    }

    private func loadImage(_ job: CrawlJob, url: URL, watch: CrawlStallWatch) async throws -> CrawlJobResult {
        try await attempting(url, watch: watch) { attempt in
            let loaded = try await fetcher.load(
                key: url.absoluteString,
                policy: attempt.replacesCachedEntry ? settings.imagePolicy.with(mode: .refresh) : settings.imagePolicy,
                validate: { try ImageIntegrity.check($0, url: url) },
                invalidBodyRefetches: 0,
                fetch: { try await fetchBody(url) }
            )
            do {
                try ImageIntegrity.check(loaded.data, url: url)
            } catch {
                throw AttemptFailure.invalidCachedEntry(error)
            }
            return CrawlJobResult(
                job: job, url: url, outcome: .image, bytes: loaded.data.count, fromCache: loaded.isCached)
        }
    }

    /// GETs `url`, failing on a non-2xx status and on a body whose length differs from its `Content-Length`.
    private func fetchBody(_ url: URL) async throws -> Data {
        let response = try await client.send(.get(url)).validated()
        let encoded = response.header("Content-Encoding").map { $0.lowercased() != "identity" } ?? false
        if !encoded, let declared = response.header("Content-Length").flatMap({ Int($0) }),
            declared != response.body.count
        {
            throw CrawlIntegrityError.lengthMismatch(url: url, declared: declared, received: response.body.count)
        }
        return response.body
    }

    /// Decodes a page and checks its numbers against `CatalogLimits`, before anything is sized by them.
    private static func decodePage(_ data: Data, url: URL) throws -> CatalogPage {
        let page = try decodeJSON(CatalogPage.self, from: data, url: url)
        try page.checkBounds(url: url)
        return page
    }
}

extension CachedData {
    fileprivate var isCached: Bool {
        origin != .network
    }
}
