import Foundation

/// A list request's filters, matched as the real models match them.
// Each key: a case-insensitive substring of its trimmed value (`(`, `.` literal); all must match; an empty value
// matches any object with the field; a character value starting `male` is an anchored, unescaped regex.
struct RecordFilter {
    private enum Matcher {
        case anything
        case substring([UInt8])
        case anchoredPattern(NSRegularExpression)
    }

    private let matchers: [Matcher]

    init(resource: ReplicaResource, query: QueryParameters) throws(ReplicaAPIError) {
        var matchers: [Matcher] = []
        for key in resource.filterKeys {
            matchers.append(try Self.matcher(for: query[key], treatingMaleAsPattern: resource.treatsMalePrefixAsRegex))
        }
        self.matchers = matchers
    }

    var isUnconstrained: Bool {
        matchers.allSatisfy { matcher in
            if case .anything = matcher { true } else { false }
        }
    }

    func matches(_ index: Int, in collection: ServedCollection) -> Bool {
        let values = collection.records[index].filterValues
        for (field, matcher) in matchers.enumerated() {
            guard let value = values[field] else { return false }
            switch matcher {
            case .anything: continue
            case .substring(let needle):
                if !collection.foldedField(field, of: index, contains: needle) { return false }
            case .anchoredPattern(let pattern):
                let range = NSRange(value.startIndex..., in: value)
                if pattern.firstMatch(in: value, range: range) == nil { return false }
            }
        }
        return true
    }

    static func pagingParameters(resource: ReplicaResource, query: QueryParameters) -> [(key: String, value: String)] {
        query.entries.compactMap { entry in
            guard resource.filterKeys.contains(entry.key) else { return nil }
            let value = trimmedValue(entry.value)
            return value.isEmpty ? nil : (entry.key, value)
        }
    }

    private static func matcher(
        for value: QueryParameters.Value?,
        treatingMaleAsPattern: Bool
    ) throws(ReplicaAPIError) -> Matcher {
        guard let value else { return .anything }
        let text = trimmedValue(value)
        if treatingMaleAsPattern, text.utf8.prefix(4).map({ $0 | 0x20 }) == Array("male".utf8) {
            return .anchoredPattern(try anchoredPattern("^" + text))
        }
        guard case .text = value else { throw .filterIsNotAString }
        return text.isEmpty ? .anything : .substring(Array(text.lowercased().utf8))
    }

    private static func trimmedValue(_ value: QueryParameters.Value) -> String {
        switch value {
        case .text(let text): JavaScriptNumber.trimmed(text)
        case .list(let items): items.map(JavaScriptNumber.trimmed).joined(separator: ",")
        case .object: QueryParameters.Value.object.javaScriptString
        }
    }

    private static func anchoredPattern(_ pattern: String) throws(ReplicaAPIError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw ReplicaAPIError(status: 500, message: "Invalid regular expression: /\(pattern)/: Invalid pattern")
        }
    }
}
