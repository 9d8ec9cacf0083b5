import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live `HTTPClient`: sends requests with a `URLSession` built from the given configuration.
///
/// It disables `URLCache` (Linux's cache keys entries on host and path only, so `?page=2` could return page 1;
/// caching belongs to Storage) and cookies (an API client has no browser session, and parsing every response's
/// headers for them is wasted work), maps `URLError`s to `NetworkError.transport` and `.cancelled` to
/// `CancellationError`, and can reject bodies over a size limit while they arrive. A request over the limit or
/// cancelled answers its caller at once, without waiting for the session. `URLSession`'s own timeouts are idle
/// timeouts in whole seconds on Linux, so wrap this client in a `DeadlineHTTPClient` for an overall deadline.
///
/// On Linux a fast sender can still keep the task it sends to running (and every session of the process waiting)
/// until it stops: swift-corelibs-foundation cancels through a work queue all sessions share, which the transfer
/// keeps busy. For plain `http`, `SocketHTTPClient` closes the connection instead; `LiveHTTPClient` picks the
/// client by scheme.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let registry: URLSessionTaskRegistry

    /// Creates a client from `configuration` (copied; use `protocolClasses` to stub it in tests), rejecting
    /// bodies longer than `maximumResponseBytes` (nil for no limit) with `.responseTooLarge`.
    ///
    /// Any base URL works, including a loopback server (`http://127.0.0.1:PORT/api`).
    public init(configuration: URLSessionConfiguration = .ephemeral, maximumResponseBytes: Int? = nil) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        registry = URLSessionTaskRegistry(maximumResponseBytes: maximumResponseBytes)
        session = URLSession(configuration: configuration, delegate: registry, delegateQueue: registry.delegateQueue)
    }

    deinit {
        // The session retains its delegate until it is invalidated.
        registry.invalidate(session)
    }

    /// Whether the session would store responses in a `URLCache` (it never should; caching belongs to Storage).
    public var usesURLCache: Bool {
        session.configuration.urlCache != nil
            || session.configuration.requestCachePolicy != .reloadIgnoringLocalCacheData
    }

    /// Sends `request` and returns the response for any status; throws `NetworkError` or `CancellationError`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let number = registry.register(request.url)
        let urlRequest = urlRequest(for: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                registry.start(number, urlRequest, in: session, continuation: continuation)
            }
        } onCancel: { [registry] in
            registry.cancel(number)
        }
    }

    private func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }
}
