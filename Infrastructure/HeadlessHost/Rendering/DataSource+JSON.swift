import FeatureDomain
import Foundation

extension DataSource {
    /// The word `--json` says it with: `network`, `cache` or `offline`.
    var word: String {
        switch self {
        case .network: "network"
        case .cache: "cache"
        case .offline: "offline"
        }
    }

    /// When the saved data was stored, ISO 8601 in UTC; nil for the network.
    var savedAtText: String? {
        savedAt?.formatted(.iso8601)
    }
}
