import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A plain `URLSession` client (its own session, no URL cache), as any program using the API would be.
final class WireClient {
    /// A response as the client received it.
    struct Reply {
        let status: Int
        let headers: [String: String]
        let body: Data

        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        var object: [String: Any] { json as? [String: Any] ?? [:] }
        var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
        var info: [String: Any] { object["info"] as? [String: Any] ?? [:] }
        var results: [[String: Any]] { object["results"] as? [[String: Any]] ?? [] }
        var resultIDs: [Int] { results.compactMap { $0["id"] as? Int } }
        var next: String? { info["next"] as? String }
        var prev: String? { info["prev"] as? String }

        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    private let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    func send(_ url: URL, method: String = "GET") async throws -> Reply {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.httpMethod = method
        let (body, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return Reply(status: http.statusCode, headers: headers, body: body)
    }
}
