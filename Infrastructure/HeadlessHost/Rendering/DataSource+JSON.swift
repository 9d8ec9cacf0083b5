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

    /// When the data was saved, as `--json` writes it (ISO 8601); nil for the network.
    var savedAtText: String? {
        savedAt?.formatted(.iso8601)
    }
}
