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

    var savedAtText: String? {
        savedAt?.formatted(.iso8601)
    }
}
