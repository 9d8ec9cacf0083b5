import Foundation
import Networking

func anyURL(_ path: String = "character?page=1") -> URL {
    URL(string: "https://api.test/api/\(path)") ?? URL(fileURLWithPath: "/")
}

func response(
    _ statusCode: Int,
    headers: [String: String] = [:],
    body: String = "",
    url: URL = anyURL()
) -> HTTPResponse {
    HTTPResponse(statusCode: statusCode, headers: headers, body: Data(body.utf8), url: url)
}

func transportError(_ failure: TransportFailure, url: URL = anyURL()) -> NetworkError {
    .transport(failure, reason: "stub", url: url)
}

/// Awaits `body`'s error, whatever its type, or nil when it succeeds.
func caughtError<T>(_ body: () async throws -> T) async -> (any Error)? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}
