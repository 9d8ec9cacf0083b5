import Storage

extension ImageOrigin {
    /// The origin a `CachedFetcher` reported.
    init(_ origin: DataOrigin) {
        switch origin {
        case .network: self = .network
        case .memory: self = .memory
        case .disk: self = .disk
        }
    }
}
