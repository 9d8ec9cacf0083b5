import FeatureDomain
import Foundation
import Networking
import Storage

extension LoadFailure {
    /// The failure `error` (from the HTTP client, the cache or a task) means.
    public init(_ error: any Error) {
        switch error {
        case let failure as LoadFailure: self = failure
        case let error as NetworkError: self.init(error)
        case let saved as SavedAnswerFailure: self = LoadFailure(saved.failure).answered(savedAt: saved.savedAt)
        case StorageError.notCached: self = .notSaved
        case is CancellationError: self = .cancelled
        default: self = .unreadable
        }
    }

    /// The failure a network error means; a 404 by what its body says (see `NetworkError.notFoundMeaning`).
    public init(_ error: NetworkError) {
        switch error {
        case .invalidURL(let text): self = .invalidAddress(text)
        // Offline (no connection, or `--offline`): only saved data could answer, and none did.
        case .transport(.offline, _, _): self = .notSaved
        case .transport(_, _, let url): self = .unreachable(host: url.hostAndPort)
        case .httpStatus(let status, _, let url):
            switch error.notFoundMeaning {
            case .noMatch: self = .noMatch(url: url.absoluteString)
            case .unknownRoute: self = .unknownRoute(url: url.absoluteString)
            case .missingItem: self = .notFound(url: url.absoluteString)
            case .notTheAPI: self = .notTheAPI(url: url.absoluteString)
            case nil: self = .serverError(status: status)
            }
        case .rateLimited(let seconds, _): self = .busy(retryAfterSeconds: seconds)
        case .decoding: self = .unreadable
        case .responseTooLarge: self = .tooLarge
        case .cancelled: self = .cancelled
        }
    }
}

extension URL {
    /// `host:port` (`127.0.0.1:8080`), or the host alone when the URL names no port.
    fileprivate var hostAndPort: String {
        let host = host ?? absoluteString
        return port.map { "\(host):\($0)" } ?? host
    }
}

extension Fetched {
    /// The value a `CachedFetcher` loaded, from the network (sent or confirmed by a 304 just now), current saved data,
    /// or saved data standing in offline.
    init(_ cached: CachedValue<Value>) {
        let source: DataSource =
            switch (cached.origin, cached.isStale) {
            case (_, true): .offline(savedAt: cached.storedAt)
            case (.network, false): .network
            default: cached.isRevalidated ? .network : .cache(savedAt: cached.storedAt)
            }
        self.init(value: cached.value, source: source)
    }
}

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

extension CachePolicy {
    /// This policy for a load in `mode`: `.refresh` asks the server about fresh saved data too (unless `immutable`).
    public func `in`(_ mode: FetchMode) -> CachePolicy {
        mode == .refresh ? with(mode: .refresh) : self
    }
}
