import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of a `URLSessionHTTPClient`: collects each task's answer and enforces the size cap.
// Every call into the session that can wait is made from `sessionCalls`, never the caller's thread: on Linux all
// sessions share one work queue, which a fast sender can keep busy for as long as it sends.
// @unchecked Sendable: NSObject is not Sendable, but the only stored state is a Locked, an immutable Int? and
// immutable references to thread-safe queues.
final class URLSessionTaskRegistry: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Entry {
        let url: URL
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var task: URLSessionTask?
        var response: HTTPURLResponse?
        var body = Data()
    }

    private struct State {
        var nextRequest = 0
        var entries: [Int: Entry] = [:]
        var requests: [Int: Int] = [:]
    }

    let delegateQueue: OperationQueue
    private let maximumResponseBytes: Int?
    private let state = Locked(State())
    private let sessionCalls = DispatchQueue(label: "URLSessionHTTPClient.session", attributes: .concurrent)

    init(maximumResponseBytes: Int?) {
        self.maximumResponseBytes = maximumResponseBytes
        delegateQueue = Self.makeDelegateQueue()
    }

    func register(_ url: URL) -> Int {
        state.withLock { state in
            state.nextRequest += 1
            state.entries[state.nextRequest] = Entry(url: url)
            return state.nextRequest
        }
    }

    func start(
        _ number: Int, _ request: URLRequest, in session: URLSession,
        continuation: CheckedContinuation<HTTPResponse, any Error>
    ) {
        let registered = state.withLock { state -> Bool in
            guard state.entries[number] != nil else { return false }
            state.entries[number]?.continuation = continuation
            return true
        }
        guard registered else {
            return continuation.resume(throwing: CancellationError())
        }
        sessionCalls.async { [self] in
            guard state.withLock({ $0.entries[number] != nil }) else { return }
            let task = session.dataTask(with: request)
            let isWanted = state.withLock { state -> Bool in
                guard state.entries[number] != nil else { return false }
                state.entries[number]?.task = task
                state.requests[task.taskIdentifier] = number
                return true
            }
            if isWanted {
                task.resume()
            } else {
                task.cancel()
            }
        }
    }

    func invalidate(_ session: URLSession) {
        sessionCalls.async(flags: .barrier) {
            session.finishTasksAndInvalidate()
        }
    }

    func cancel(_ number: Int) {
        end(number) { _ in CancellationError() }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let limit = maximumResponseBytes, response.expectedContentLength > limit {
            let number = state.withLock { $0.requests[dataTask.taskIdentifier] }
            end(number) { NetworkError.responseTooLarge(limit: limit, url: $0) }
            completionHandler(.cancel)
            return
        }
        state.withLock { state in
            guard let number = state.requests[dataTask.taskIdentifier] else { return }
            state.entries[number]?.response = response as? HTTPURLResponse
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let limit = maximumResponseBytes ?? .max
        let overLimit = state.withLock { state -> Int? in
            guard let number = state.requests[dataTask.taskIdentifier],
                let received = state.entries[number]?.body.count
            else { return nil }
            guard received + data.count <= limit else { return number }
            // Appended in place: appending to a copy of the entry would copy the whole body for every chunk.
            state.entries[number]?.body.append(data)
            return nil
        }
        if let overLimit {
            end(overLimit) { NetworkError.responseTooLarge(limit: limit, url: $0) }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let finished = state.withLock { state -> Entry? in
            guard let number = state.requests.removeValue(forKey: task.taskIdentifier) else { return nil }
            return state.entries.removeValue(forKey: number)
        }
        guard let finished, let continuation = finished.continuation else {
            return
        }
        continuation.resume(with: Self.result(of: finished, error: error))
    }

    private func end(_ number: Int?, throwing makeError: (URL) -> any Error) {
        let ended = state.withLock { state -> Entry? in
            guard let number, let ended = state.entries.removeValue(forKey: number) else { return nil }
            if let task = ended.task {
                state.requests[task.taskIdentifier] = nil
            }
            return ended
        }
        guard let ended else { return }
        ended.continuation?.resume(throwing: makeError(ended.url))
        if let task = ended.task {
            sessionCalls.async {
                task.cancel()
            }
        }
    }

    private static func result(of entry: Entry, error: (any Error)?) -> Result<HTTPResponse, any Error> {
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
        let headers = response.allHeaderFields.reduce(into: [String: String]()) {
            $0[String(describing: $1.key)] = String(describing: $1.value)
        }
        return .success(
            HTTPResponse(
                statusCode: response.statusCode, headers: headers, body: entry.body, url: response.url ?? entry.url))
    }

    private static func makeDelegateQueue() -> OperationQueue {
        #if canImport(FoundationNetworking)
            InlineOperationQueue()
        #else
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            return queue
        #endif
    }
}
