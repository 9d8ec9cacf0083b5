import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLError {
    /// The kind of transport failure this error reports.
    ///
    /// A connection the server closed without answering is `connectionLost`: Foundation on Linux reports libcurl's
    /// "empty reply from server" as `badServerResponse`, where Darwin says `networkConnectionLost`. Either way the
    /// answer never arrived, and asking again can help.
    var transportFailure: TransportFailure {
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            .offline
        case .cannotFindHost, .dnsLookupFailed:
            .hostNotFound
        case .cannotConnectToHost:
            .connectionRefused
        case .networkConnectionLost, .badServerResponse:
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
    ///
    /// When the response head had arrived (`afterResponseHead`), a failure this mapping does not know is the
    /// connection breaking while the body arrived, `connectionLost`: Foundation on Linux reports a body cut short of
    /// its `Content-Length` (libcurl's "transfer closed with N bytes remaining") as `.unknown`.
    func clientError(for url: URL, afterResponseHead: Bool) -> any Error {
        if code == .cancelled {
            return CancellationError()
        }
        let failure = afterResponseHead && transportFailure == .other ? .connectionLost : transportFailure
        return NetworkError.transport(failure, reason: "URLError \(code.rawValue): \(localizedDescription)", url: url)
    }
}
