import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of a `URLSessionHTTPClient`: collects each task's response and body, enforces the size cap
/// while bytes arrive, and completes the task's waiting continuation.
// @unchecked Sendable: NSObject is not Sendable, but the only stored state is a Locked, an immutable Int? and a
// DispatchQueue (itself Sendable).
final class URLSessionTaskRegistry: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Entry {
        let url: URL
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var cancelled = false
        var response: HTTPURLResponse?
        var body = Data()
        var exceededLimit = false
    }

    /// The serial queue the session calls this delegate on (see `URLSessionHTTPClient.delegateQueue(running:)`).
    let callbackQueue = DispatchQueue(label: "URLSessionHTTPClient.delegate")
    private let maximumResponseBytes: Int?
    private let entries = Locked<[Int: Entry]>([:])

    init(maximumResponseBytes: Int?) {
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// Records `task` before anything can cancel it, so a cancellation that arrives before `start` is not lost.
    func prepare(_ task: URLSessionTask, url: URL) {
        entries.withLock { $0[task.taskIdentifier] = Entry(url: url) }
    }

    /// Resumes `task`, whose outcome completes `continuation`; completes it at once when already cancelled.
    func start(_ task: URLSessionTask, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let cancelled = entries.withLock { entries -> Bool in
            guard let entry = entries[task.taskIdentifier], !entry.cancelled else {
                entries[task.taskIdentifier] = nil
                return true
            }
            entries[task.taskIdentifier]?.continuation = continuation
            return false
        }
        if cancelled {
            continuation.resume(throwing: CancellationError())
        } else {
            task.resume()
        }
    }

    /// Cancels `task`: a running one stops (and completes with `CancellationError`), a prepared one never starts.
    func cancel(_ task: URLSessionTask) {
        let running = entries.withLock { entries -> Bool in
            entries[task.taskIdentifier]?.cancelled = true
            return entries[task.taskIdentifier]?.continuation != nil
        }
        if running {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = maximumResponseBytes.map { response.expectedContentLength > $0 } ?? false
        entries.withLock { entries in
            entries[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            entries[dataTask.taskIdentifier]?.exceededLimit = tooLarge
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let limit = maximumResponseBytes ?? .max
        let rejected = entries.withLock { entries -> Entry? in
            let id = dataTask.taskIdentifier
            guard let received = entries[id].flatMap({ $0.exceededLimit ? nil : $0.body.count }) else {
                return nil
            }
            guard received + data.count > limit else {
                // Appended in place: appending to a copy of the entry would copy the whole body for every chunk.
                entries[id]?.body.append(data)
                return nil
            }
            return entries.removeValue(forKey: id)
        }
        guard let rejected else {
            return
        }
        // Answered at once and cancelled elsewhere: `cancel()` waits for the session's work queue, which a fast
        // sender keeps busy for seconds, and every chunk arriving meanwhile would pile up behind this delegate queue.
        rejected.continuation?.resume(throwing: NetworkError.responseTooLarge(limit: limit, url: rejected.url))
        DispatchQueue.global().async {
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let finished = entries.withLock { entries -> Entry? in
            guard entries[task.taskIdentifier]?.continuation != nil else {
                return nil
            }
            return entries.removeValue(forKey: task.taskIdentifier)
        }
        guard let finished, let continuation = finished.continuation else {
            return
        }
        continuation.resume(with: result(of: finished, error: error))
    }

    private func result(of entry: Entry, error: (any Error)?) -> Result<HTTPResponse, any Error> {
        if entry.exceededLimit, let limit = maximumResponseBytes {
            return .failure(NetworkError.responseTooLarge(limit: limit, url: entry.url))
        }
        if entry.cancelled {
            return .failure(CancellationError())
        }
        if let error {
            if let urlError = error as? URLError {
                return .failure(urlError.clientError(for: entry.url, afterResponseHead: entry.response != nil))
            }
            let reason = String(describing: error)
            return .failure(NetworkError.transport(.other, reason: reason, url: entry.url))
        }
        guard let response = entry.response else {
            let reason = "the server's answer was not an HTTP response"
            return .failure(NetworkError.transport(.other, reason: reason, url: entry.url))
        }
        return .success(
            HTTPResponse(
                statusCode: response.statusCode,
                headers: Self.headers(of: response),
                body: entry.body,
                url: response.url ?? entry.url
            )
        )
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return headers
    }
}
