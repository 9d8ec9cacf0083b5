/// An `HTTPClient` that reports every request it passes on, and its outcome, to an observer.
public struct MetricsHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let observer: any HTTPClientObserver

    /// Wraps `client`, reporting to `observer`.
    public init(wrapping client: any HTTPClient, observer: any HTTPClientObserver) {
        self.client = client
        self.observer = observer
    }

    /// Sends `request` through the wrapped client, reporting its start and outcome.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        observer.requestStarted(request)
        do {
            let response = try await client.send(request)
            observer.requestSucceeded(request, response: response)
            return response
        } catch {
            observer.requestFailed(request, error: error)
            throw error
        }
    }
}
