import Foundation

@testable import APIReplica

extension OrderedJSON {
    /// The compact JSON of this value with `rewrite` applied to every string value, keys left as they are: the
    /// independent oracle `URLPrefixRewrite.applyingToCompactJSON` must match byte for byte.
    func renderedCompactly(rewriting rewrite: URLPrefixRewrite) -> [UInt8] {
        rewritingStrings(with: rewrite).renderedCompactly()
    }

    private func rewritingStrings(with rewrite: URLPrefixRewrite) -> OrderedJSON {
        switch self {
        case .string(let text):
            let replacement = String(decoding: rewrite.replacement, as: UTF8.self)
            return .string(text.replacingOccurrences(of: URLPrefixRewrite.realAPIBase, with: replacement))
        case .array(let elements):
            return .array(elements.map { $0.rewritingStrings(with: rewrite) })
        case .object(let members):
            return .object(members.map { Member(key: $0.key, value: $0.value.rewritingStrings(with: rewrite)) })
        case .null, .bool, .number:
            return self
        }
    }
}
