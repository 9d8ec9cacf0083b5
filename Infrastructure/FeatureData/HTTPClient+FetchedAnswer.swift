import Foundation
import Networking
import Storage

extension HTTPClient {
    /// The server's answer to a GET of `url` for a `CachedFetcher`, conditional on `validators` when there are any.
    ///
    /// A 304 to a conditional request is `.notModified`; a 2xx is its body once `check` accepts the response; any
    /// other status throws as `get(_:)` does (so does a 304 nothing asked for).
    public func fetchAnswer(
        _ url: URL, revalidating validators: CacheValidators,
        check: (HTTPResponse) throws -> Void = { _ in }
    ) async throws -> FetchedAnswer {
        let response = try await send(.get(url, revalidating: validators))
        if response.statusCode == 304, !validators.isEmpty {
            return .notModified(ResponseCaching(response))
        }
        let valid = try response.validated()
        try check(valid)
        return .body(valid.body, ResponseCaching(valid))
    }
}
