/// What the crawled pages of one list say: each page's counts and ids, the newest counts, whether they add up.
///
/// A list that changes while it is crawled is the live API's normal life: a page whose counts are older than the
/// newest is fetched again, and only pages that agree on their counts yet do not add up are a contradiction. The
/// items' bytes are never kept here.
struct ResourcePages {
    enum Verdict: Equatable {
        /// Every page carries the newest counts and they list exactly that many items, each once.
        case consistent
        /// Some page carries older counts than the newest (or is missing): those pages are fetched again.
        case changing(stale: [Int])
        /// The pages agree on their counts yet repeat ids (page number and the ids it repeats) or list another number.
        case contradiction(repeats: [Int: [Int]], listed: Int)
    }

    /// Page 1's counts as the crawl first read them.
    private(set) var first: CatalogPage.Info?
    /// The counts of the page read last.
    private(set) var newest: CatalogPage.Info?
    private var pages: [Int: (info: CatalogPage.Info, ids: [Int])] = [:]
    // Ids a page listed before it was read again without them.
    private var replaced: Set<Int> = []
    /// The most pages the list has claimed so far: every page up to it has been asked for.
    private(set) var pagesAskedFor = 0

    /// Whether page `number` was read already.
    func hasPage(_ number: Int) -> Bool {
        pages[number] != nil
    }

    /// Takes page `number`; returns the pages the list grew by (to be fetched), if it claims more than asked for.
    mutating func add(_ number: Int, info: CatalogPage.Info, ids: [Int]) -> [Int] {
        if number == 1, first == nil { first = info }
        newest = info
        if let old = pages[number] {
            replaced.formUnion(Set(old.ids).subtracting(ids))
        }
        pages[number] = (info, ids)
        guard info.pages > pagesAskedFor else { return [] }
        defer { pagesAskedFor = info.pages }
        return Array(max(2, pagesAskedFor + 1)...max(2, info.pages)).filter { $0 <= info.pages }
    }

    /// The ids each current page lists, page 1 first (those up to the newest page count).
    var pageIDs: [[Int]] {
        guard let newest else { return [] }
        return (1...max(1, newest.pages)).map { pages[$0]?.ids ?? [] }
    }

    /// The ids the current pages list (those up to the newest page count).
    var listedIDs: Set<Int> {
        guard let newest else { return [] }
        return Set(pages.filter { $0.key <= newest.pages }.values.flatMap(\.ids))
    }

    /// The ids some page listed that the current pages no longer list: they vanished while the list was crawled.
    var vanishedIDs: Set<Int> {
        guard let newest else { return [] }
        let beyond = pages.filter { $0.key > max(1, newest.pages) }.values.flatMap(\.ids)
        return replaced.union(beyond).subtracting(listedIDs)
    }

    /// The pages, by number, beyond the newest page count: they vanished with the items they held.
    func isBeyondTheEnd(_ number: Int) -> Bool {
        newest.map { number > max(1, $0.pages) } ?? false
    }

    /// Whether the counts changed since page 1 was first read.
    var hasChanged: Bool {
        first != nil && first != newest
    }

    /// What the pages say, once every page up to the newest page count was read (or failed, which its failure says).
    var verdict: Verdict {
        guard let newest else { return .consistent }
        let numbers = Array(1...max(1, newest.pages))
        let stale = numbers.filter { pages[$0]?.info != newest }
        guard stale.isEmpty else { return .changing(stale: stale) }
        var seen: Set<Int> = []
        var repeats: [Int: [Int]] = [:]
        for number in numbers {
            for id in pages[number]?.ids ?? [] where !seen.insert(id).inserted {
                repeats[number, default: []].append(id)
            }
        }
        return repeats.isEmpty && seen.count == newest.count
            ? .consistent : .contradiction(repeats: repeats, listed: seen.count)
    }
}
