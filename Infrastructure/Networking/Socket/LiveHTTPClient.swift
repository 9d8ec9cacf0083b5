import Foundation
import Locking

/// The App's transport: `http` through `SocketHTTPClient`, `https` through `URLSessionHTTPClient`, following redirects.
public struct LiveHTTPClient: HTTPClient {
    private static let maximumRedirects = 10

    private let plain: SocketHTTPClient
    // Made on the first `https` request: on Linux, making any `URLSessionConfiguration` creates Foundation's shared
    // cache and cookie folders in the user's home, which a run against the replica (plain http) never needs.
    private let secure = Locked<URLSessionHTTPClient?>(nil)
    private let maximumResponseBytes: Int?

    /// Creates the transport, rejecting bodies longer than `maximumResponseBytes` (nil for no limit).
    public init(maximumResponseBytes: Int? = nil) {
        plain = SocketHTTPClient(maximumResponseBytes: maximumResponseBytes)
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// Sends `request` through the client for its scheme, following redirects of `GET` and `HEAD`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        for _ in 0...Self.maximumRedirects {
            let response = try await client(for: request.url).send(request)
            guard let next = redirect(of: request, by: response) else { return response }
            request.url = next
        }
        let reason = "more than \(Self.maximumRedirects) redirects"
        throw NetworkError.transport(.other, reason: reason, url: request.url)
    }

    private func client(for url: URL) -> any HTTPClient {
        guard url.scheme?.lowercased() != "http" else { return plain }
        return secure.withLock { secure in
            if let secure { return secure }
            let made = URLSessionHTTPClient(configuration: .ephemeral, maximumResponseBytes: maximumResponseBytes)
            secure = made
            return made
        }
    }

    private func redirect(of request: HTTPRequest, by response: HTTPResponse) -> URL? {
        guard request.method.isSafeRead, [301, 302, 303, 307, 308].contains(response.statusCode),
            let location = response.header("Location"),
            let next = URL(string: location, relativeTo: request.url)?.absoluteURL,
            ["http", "https"].contains(next.scheme?.lowercased())
        else { return nil }
        return next
    }
}
