import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLError {
    /// The kind of transport failure this error reports.
    var transportFailure: TransportFailure {
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            .offline
        case .cannotFindHost, .dnsLookupFailed:
            .hostNotFound
        case .cannotConnectToHost:
            .connectionRefused
        case .networkConnectionLost:
            .connectionLost
        case .timedOut:
            .timedOut
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            .secureConnectionFailed
        default:
            .other
        }
    }

    /// The error `URLSessionHTTPClient` throws for this one: `CancellationError` for `.cancelled`, else a
    /// `NetworkError.transport` for `url`.
    func clientError(for url: URL) -> any Error {
        if code == .cancelled {
            return CancellationError()
        }
        return NetworkError.transport(
            transportFailure, reason: "URLError \(code.rawValue): \(localizedDescription)", url: url)
    }
}
