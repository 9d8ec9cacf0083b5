import Foundation

/// An `HTTPClient` that rejects responses whose body is larger than a limit, with `.responseTooLarge`.
public struct ResponseSizeLimitedHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let maximumBytes: Int

    /// Wraps `client`, accepting bodies of at most `maximumBytes` bytes.
    public init(wrapping client: any HTTPClient, maximumBytes: Int) {
        self.client = client
        self.maximumBytes = maximumBytes
    }

    /// Sends `request`, throwing `.responseTooLarge` when the response declares or carries too many bytes.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await client.send(request)
        let declared = response.header("Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if response.body.count > maximumBytes || (declared ?? 0) > maximumBytes {
            throw NetworkError.responseTooLarge(limit: maximumBytes, url: request.url)
        }
        return response
    }
}
