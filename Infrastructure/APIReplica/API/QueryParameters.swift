import Foundation

/// A query string read the way Express's `qs` parser reads it (a repeated or bracketed key becomes a list or object).
// `+` is a space; values are percent-decoded (kept as sent when that fails); keys keep their first order.
struct QueryParameters: Equatable {
    enum Value: Equatable {
        case text(String)
        case list([String])
        case object

        var javaScriptString: String {
            switch self {
            case .text(let text): text
            case .list(let items): items.joined(separator: ",")
            case .object: "[object Object]"
            }
        }
    }

    struct Entry: Equatable {
        var key: String
        var value: Value
    }

    private(set) var entries: [Entry] = []

    init(query: Substring) {
        for part in query.split(separator: "&", omittingEmptySubsequences: true) {
            let separator = part.range(of: "]=").map { part.index(after: $0.lowerBound) } ?? part.firstIndex(of: "=")
            let rawKey = separator.map { part[..<$0] } ?? part
            let rawValue = separator.map { part[part.index(after: $0)...] } ?? ""
            let key = Self.decode(rawKey)
            guard !key.isEmpty else { continue }
            add(key: key, value: Self.decode(rawValue))
        }
    }

    subscript(key: String) -> Value? {
        entries.first { $0.key == key }?.value
    }

    private mutating func add(key: String, value: String) {
        var name = key
        var incoming = Value.text(value)
        if let open = key.firstIndex(of: "["), open != key.startIndex,
            let close = key[open...].firstIndex(of: "]")
        {
            name = String(key[..<open])
            let inner = key[key.index(after: open)..<close]
            incoming = inner.allSatisfy(\.isASCII) && inner.allSatisfy(\.isNumber) ? .list([value]) : .object
        }
        guard let index = entries.firstIndex(where: { $0.key == name }) else {
            entries.append(Entry(key: name, value: incoming))
            return
        }
        entries[index].value = Self.combine(entries[index].value, incoming)
    }

    private static func combine(_ existing: Value, _ incoming: Value) -> Value {
        switch (existing, incoming) {
        case (.object, _), (_, .object): .object
        case (.text(let first), .text(let second)): .list([first, second])
        case (.text(let first), .list(let rest)): .list([first] + rest)
        case (.list(let items), .text(let next)): .list(items + [next])
        case (.list(let items), .list(let more)): .list(items + more)
        }
    }

    private static func decode(_ raw: Substring) -> String {
        let spaced = raw.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
