import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live `HTTPClient`: sends requests with a `URLSession` built from the given configuration.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let registry: URLSessionTaskRegistry

    /// Creates a client from `configuration` (copied), rejecting bodies over `maximumResponseBytes` when given.
    public init(configuration: URLSessionConfiguration = .ephemeral, maximumResponseBytes: Int? = nil) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        // Linux's URLCache keys entries on host and path only (`?page=2` could return page 1); caching belongs to Storage.
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
