import Foundation
import Networking

// A catalog that changes while it is crawled: the pages older than the newest counts are read again, what vanished is
// dropped, and only a list whose pages agree on their counts yet do not add up is refused.
extension CrawlRun {
    /// The ids each list's current pages list.
    var listedIDs: [RickAndMortyAPI.Resource: Set<Int>] {
        lists.mapValues(\.listedIDs)
    }

    /// The pages to read again, fresh from the server, of each list whose every page loaded but some with older
    /// counts than the newest; none when every such list adds up or contradicts itself.
    mutating func pagesToSettle() -> [CrawlJob] {
        var jobs: [CrawlJob] = []
        for resource in learned.resources where summary.loadedEveryPage(of: resource) {
            if case .changing(let stale)? = lists[resource]?.verdict {
                jobs += stale.map { CrawlJob.page($0, of: resource) }
            }
        }
        return jobs
    }

    /// Judges every list whose pages all loaded: what changed is said, what vanished is dropped, a contradiction
    /// (or a list that kept changing) is a failure; returns what must not stay in the cache: the pages of refused
    /// lists and the answers of vanished items.
    mutating func finish() -> [URL] {
        var refused: [URL] = []
        dropPagesBeyondTheEnd()
        summary.plan = learned
        summary.items = lists.values.reduce(0) { $0 + $1.listedIDs.count }
        guard !summary.wasCancelled, summary.stall == nil else { return [] }
        for resource in learned.resources where summary.loadedEveryPage(of: resource) {
            guard let list = lists[resource] else { continue }
            switch list.verdict {
            case .consistent:
                // The items that vanished were stored as their pages arrived: they go.
                refused += list.vanishedIDs.compactMap { try? configuration.url(for: .item($0, of: resource)) }
                if list.hasChanged { summary.changes.append(Self.change(of: resource, list)) }
            case .changing:
                let reason = "the \(resource.rawValue) list kept changing while it was crawled; run `crawl` again"
                summary.failures.append(CrawlFailure(job: .page(1, of: resource), url: nil, reason: reason))
                refused += pageURLs(of: resource)
            case .contradiction(let repeats, let listed):
                record(repeats, listed: listed, claimed: list.newest?.count ?? 0, of: resource)
                refused += pageURLs(of: resource)
            }
        }
        return refused
    }

    private mutating func record(
        _ repeats: [Int: [Int]], listed: Int, claimed: Int, of resource: RickAndMortyAPI.Resource
    ) {
        for (number, ids) in repeats.sorted(by: { $0.key < $1.key }) {
            guard let url = try? configuration.url(for: .page(number, of: resource)) else { continue }
            summary.recordInconsistency(.repeatedIDs(url: url, ids: ids), job: .page(number, of: resource), url: url)
        }
        if repeats.isEmpty {
            summary.recordInconsistency(
                .countMismatch(resource: resource, claimed: claimed, listed: listed), job: .page(1, of: resource),
                url: nil)
        }
    }

    // Pages past the newest page count held items that vanished: their loads (or their 404s) are no failure.
    private mutating func dropPagesBeyondTheEnd() {
        summary.failures.removeAll { failure in
            guard case .page(let number, let resource) = failure.job else { return false }
            return lists[resource]?.isBeyondTheEnd(number) == true
        }
        for (resource, list) in lists {
            if let newest = list.newest {
                learned.pageCounts[resource] = newest.pages
                learned.itemCounts[resource] = newest.count
            }
        }
    }

    private func pageURLs(of resource: RickAndMortyAPI.Resource) -> [URL] {
        let pages = max(learned.pageCounts[resource] ?? 1, lists[resource]?.pagesAskedFor ?? 1)
        return (1...max(1, pages)).compactMap { try? configuration.url(for: .page($0, of: resource)) }
    }

    private static func change(of resource: RickAndMortyAPI.Resource, _ list: ResourcePages) -> String {
        let (before, after) = (list.first?.count ?? 0, list.newest?.count ?? 0)
        let gone = list.vanishedIDs.sorted()
        let goneText = gone.isEmpty ? "" : "; no longer listed: " + Self.ids(gone)
        return "the \(resource.rawValue) list changed while it was crawled: \(before) items, now \(after)\(goneText)"
    }

    private static func ids(_ ids: [Int]) -> String {
        let shown = ids.prefix(5).map(String.init).joined(separator: ", ")
        return ids.count > 5 ? "\(shown) and \(ids.count - 5) more" : shown
    }
}
