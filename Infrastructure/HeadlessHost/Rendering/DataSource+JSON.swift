import FeatureDomain

extension DataSource {
    /// The word `--json` says it with: `network`, `cache` or `offline`.
    var word: String {
        switch self {
        case .network: "network"
        case .cache: "cache"
        case .offline: "offline"
        }
    }

}
