import FeatureDomain
import Foundation

/// Where a screen's data came from, as `--json` says it: `source` (`network`, `cache` or `offline`) and `savedAt`.
struct SourceDocument {
    let source: DataSource?

    init(_ source: DataSource?) {
        self.source = source
    }

    /// The word for `source`.
    var word: String? {
        switch source {
        case .network: "network"
        case .cache: "cache"
        case .offline: "offline"
        case nil: nil
        }
    }

    /// When the saved data was stored, ISO 8601 in UTC; nil for the network.
    var savedAt: String? {
        source?.savedAt?.formatted(.iso8601)
    }

    /// Writes `source` and, for saved data, `savedAt` (ISO 8601, UTC) under the given keys.
    func encode<Key: CodingKey>(
        into container: inout KeyedEncodingContainer<Key>, source sourceKey: Key, savedAt savedAtKey: Key
    ) throws {
        try container.encodeIfPresent(word, forKey: sourceKey)
        try container.encodeIfPresent(savedAt, forKey: savedAtKey)
    }
}
