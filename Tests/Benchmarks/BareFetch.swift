import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The baseline: a plain `URLSession` downloading URLs with a bounded number in flight, keeping nothing.
enum BareFetch {
    struct Failed: Error, CustomStringConvertible {
        let url: URL
        let reason: String
        var description: String { "the bare fetch of \(url.absoluteString) failed: \(reason)" }
    }

    /// Downloads every URL, at most `concurrency` at once; returns the time taken and the bytes received.
    static func fetchAll(_ urls: [URL], concurrency: Int) async throws -> (duration: Duration, bytes: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let start = ContinuousClock.now
        let bytes = try await withThrowingTaskGroup(of: Int.self) { group in
            var next = 0
            var total = 0
            while next < min(concurrency, urls.count) {
                let url = urls[next]
                group.addTask { try await fetch(url, with: session) }
                next += 1
            }
            while let received = try await group.next() {
                total += received
                if next < urls.count {
                    let url = urls[next]
                    group.addTask { try await fetch(url, with: session) }
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
}
