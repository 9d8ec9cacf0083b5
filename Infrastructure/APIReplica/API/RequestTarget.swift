/// A request target split into its raw path and raw query (both still percent-encoded).
struct RequestTarget: Equatable {
    /// The path, such as `/api/character/`.
    var path: Substring
    /// The text after `?`, empty when there is none.
    var query: Substring

    /// Splits `target`; an absolute-form target (`http://host/api`) is reduced to its path and query.
    init(_ target: String) {
        var rest = Substring(target)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if let scheme = rest.range(of: "://"), !rest[..<scheme.lowerBound].contains("/") {
            let afterAuthority = rest[scheme.upperBound...]
            rest = afterAuthority.firstIndex { $0 == "/" || $0 == "?" }.map { afterAuthority[$0...] } ?? "/"
        }
        if let question = rest.firstIndex(of: "?") {
            path = rest[..<question]
            query = rest[rest.index(after: question)...]
        } else {
            path = rest
            query = ""
        }
    }

    /// The key `normalized` gives for `target`, without splitting it when it is already in that form (an
    /// origin-form target with no fragment and no empty query), as nearly every request is.
    static func normalizedKey(for target: String) -> String {
        let bytes = target.utf8
        if bytes.first == UInt8(ascii: "/"), bytes.last != UInt8(ascii: "?"), !bytes.contains(UInt8(ascii: "#")) {
            return target
        }
        return RequestTarget(target).normalized
    }

    /// The path and query as one key (`/api/character?page=2`): targets with the same key get the same answer.
    var normalized: String {
        query.isEmpty ? String(path) : "\(path)?\(query)"
    }
}
