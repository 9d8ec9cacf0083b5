import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The baselines: URLs downloaded with a bounded number in flight, keeping nothing, by a plain `URLSession` or by
/// the App's own transport (`SocketHTTPClient`, which `LiveHTTPClient` uses for `http`) with nothing around it.
enum BareFetch {
    /// What downloads the URLs.
    enum Transport: CaseIterable {
        /// A plain `URLSession`: what the targets compare with.
        case urlSession
        /// The App's `SocketHTTPClient` with nothing around it: the stack's own cost.
        case socket
    }

    struct Failed: Error, CustomStringConvertible {
        let url: URL
        let reason: String
        var description: String { "the bare fetch of \(url.absoluteString) failed: \(reason)" }
    }

    /// Downloads every URL over `transport`, at most `concurrency` at once; returns the time taken and the bytes
    /// received.
    static func fetchAll(_ urls: [URL], concurrency: Int, over transport: Transport) async throws -> (
        duration: Duration, bytes: Int
    ) {
        switch transport {
        case .urlSession:
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            let session = URLSession(configuration: configuration)
            defer { session.finishTasksAndInvalidate() }
            return try await fetchAll(urls, concurrency: concurrency) { try await fetch($0, with: session) }
        case .socket:
            let client = SocketHTTPClient()
            return try await fetchAll(urls, concurrency: concurrency) { try await fetch($0, with: client) }
        }
    }

    private static func fetchAll(
        _ urls: [URL], concurrency: Int, fetch: @escaping @Sendable (URL) async throws -> Int
    ) async throws -> (duration: Duration, bytes: Int) {
        let start = ContinuousClock.now
        let bytes = try await withThrowingTaskGroup(of: Int.self) { group in
            var next = 0
            var total = 0
            while next < min(concurrency, urls.count) {
                let url = urls[next]
                group.addTask { try await fetch(url) }
                next += 1
            }
            while let received = try await group.next() {
                total += received
                if next < urls.count {
                    let url = urls[next]
                    group.addTask { try await fetch(url) }
                    next += 1
                }
            }
            return total
        }
        return (ContinuousClock.now - start, bytes)
    }

    private static func fetch(_ url: URL, with session: URLSession) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: URLRequest(url: url)) { data, response, error in
                if let error {
                    continuation.resume(throwing: Failed(url: url, reason: String(describing: error)))
                } else if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
                    continuation.resume(throwing: Failed(url: url, reason: "HTTP \(status)"))
                } else {
                    continuation.resume(returning: data?.count ?? 0)
                }
            }.resume()
        }
    }

    private static func fetch(_ url: URL, with client: SocketHTTPClient) async throws -> Int {
        let response = try await client.send(.get(url))
        guard response.statusCode == 200 else { throw Failed(url: url, reason: "HTTP \(response.statusCode)") }
        return response.body.count
    }
}
