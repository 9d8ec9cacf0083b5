import Foundation
import Networking

/// Why a crawl refuses a catalog: a number out of bounds, or pages that contradict each other; never retried.
enum CatalogInconsistency: Error, Sendable, Hashable, CustomStringConvertible {
    case pagesOutOfBounds(url: URL, pages: Int)
    case countOutOfBounds(url: URL, count: Int)
    case idOutOfBounds(url: URL, id: Int)
    case repeatedIDs(url: URL, ids: [Int])
    case countMismatch(resource: RickAndMortyAPI.Resource, claimed: Int, listed: Int)
    /// An answer refused as the server meant it (a key twice in one object, nesting past the reader's limit).
    case refusedAsSent(NetworkError)

    var description: String {
        switch self {
        case .pagesOutOfBounds(let url, let pages):
            "\(url.absoluteString) claims \(pages) pages; a crawl follows 0 to \(CatalogLimits.maxPages) pages"
        case .countOutOfBounds(let url, let count):
            "\(url.absoluteString) claims \(count) items; a crawl accepts 0 to \(CatalogLimits.maxItems)"
        case .idOutOfBounds(let url, let id):
            "\(url.absoluteString) lists id \(id); ids run from 1 to \(CatalogLimits.maxID)"
        case .repeatedIDs(let url, let ids):
            "the catalog contradicts itself: \(url.absoluteString) repeats ids already listed (\(Self.list(ids)))"
        case .countMismatch(let resource, let claimed, let listed):
            "the catalog contradicts itself: the \(resource.rawValue) pages list \(listed) items but claim \(claimed)"
        case .refusedAsSent(let error):
            error.description
        }
    }

    private static func list(_ ids: [Int]) -> String {
        let shown = ids.prefix(5).map(String.init).joined(separator: ", ")
        return ids.count > 5 ? "\(shown) and \(ids.count - 5) more" : shown
    }
}
