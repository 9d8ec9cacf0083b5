import Foundation
import Networking

/// A request for items by id as the features send it: `character/2` (the object) or `character/1,2,3` and
/// `character/[5]` (an array).
struct ItemRequest: Hashable {
    /// The resource asked for.
    let resource: RickAndMortyAPI.Resource
    /// The ids asked for, in request order.
    let ids: [Int]
    /// Whether the answer is an array (several ids, or one in brackets) rather than the bare object.
    let isArray: Bool

    /// The request `key` (a URL's text) makes below `base`; nil for a list, an image or anything else.
    init?(key: String, base: URL) {
        guard let url = URL(string: key), let request = CrawledRequest(url: url, base: base),
            !request.target.contains("?"), let last = request.target.split(separator: "/").last,
            request.target != "/api/\(request.resource.rawValue)",
            // `[5]` may come percent-encoded, as `URL` writes it: `%5B5%5D`.
            let decoded = String(last).removingPercentEncoding
        else { return nil }
        var ids = decoded[...]
        let bracketed = ids.hasPrefix("[") && ids.hasSuffix("]") && ids.count > 2
        if bracketed { ids = ids.dropFirst().dropLast() }
        let numbers = ids.split(separator: ",", omittingEmptySubsequences: false).map { piece in
            piece.allSatisfy { $0.isASCII && $0.isNumber } && (1...9).contains(piece.count) ? Int(piece) : nil
        }
        guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        resource = request.resource
        self.ids = numbers.compactMap { $0 }
        isArray = bracketed || self.ids.count > 1
    }
}
