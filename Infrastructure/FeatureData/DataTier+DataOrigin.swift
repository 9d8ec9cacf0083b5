import FeatureDomain
import Storage

extension DataTier {
    /// The tier a `CachedFetcher` reported the bytes came from.
    public init(_ origin: DataOrigin) {
        switch origin {
        case .network: self = .network
        case .memory: self = .memory
        case .disk: self = .disk
        }
    }
}
