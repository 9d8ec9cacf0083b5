import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLError {
    var transportFailure: TransportFailure {
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            .offline
        case .cannotFindHost, .dnsLookupFailed:
            .hostNotFound
        case .cannotConnectToHost:
            .connectionRefused
        // Linux reports libcurl's "empty reply from server" as badServerResponse, where Darwin says connection lost.
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

    func clientError(for url: URL, afterResponseHead: Bool) -> any Error {
        if code == .cancelled {
            return CancellationError()
        }
        // Linux reports a body cut short of its Content-Length as .unknown: after the head, that is a lost connection.
        let failure = afterResponseHead && transportFailure == .other ? .connectionLost : transportFailure
        return NetworkError.transport(failure, reason: "URLError \(code.rawValue): \(localizedDescription)", url: url)
    }
}
