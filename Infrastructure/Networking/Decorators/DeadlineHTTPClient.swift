/// An `HTTPClient` that gives every request an overall deadline, measured on the injected clock.
public struct DeadlineHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let timeout: Duration
    private let clock: any Clock<Duration>

    /// Wraps `client`, allowing each request `timeout` in total on `clock`.
    public init(wrapping client: any HTTPClient, timeout: Duration, clock: any Clock<Duration>) {
        self.client = client
        self.timeout = timeout
        self.clock = clock
    }

    /// Sends `request`, throwing `.transport(.timedOut, ...)` when it has not finished within the timeout.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
            group.addTask { [client] in
                try await client.send(request)
            }
            group.addTask { [clock, timeout] in
                try await clock.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let response = first else {
                let reason = "no complete response within \(timeout)"
                throw NetworkError.transport(.timedOut, reason: reason, url: request.url)
            }
            return response
        }
    }
}
