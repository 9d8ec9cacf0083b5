/// A request target split into its raw path and raw query (both still percent-encoded).
struct RequestTarget: Equatable {
    var path: Substring
    var query: Substring

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

    // Nearly every target is already normalized (origin-form, no fragment, no empty query): no split then.
    static func normalizedKey(for target: String) -> String {
        let bytes = target.utf8
        if bytes.first == UInt8(ascii: "/"), bytes.last != UInt8(ascii: "?"), !bytes.contains(UInt8(ascii: "#")) {
            return target
        }
        return RequestTarget(target).normalized
    }

    var normalized: String {
        query.isEmpty ? String(path) : "\(path)?\(query)"
    }
}
