import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` that answers from a stub registered for the request's host, recording what it received.
///
/// Tests run in parallel, so each one registers its stub under its own host (`makeHost()`).
final class StubURLProtocol: URLProtocol {
    enum Answer: Sendable {
        case respond(status: Int, headers: [String: String], chunks: [Data])
        case fail(URLError.Code)
        case hang
    }

    struct ReceivedRequest: Sendable, Equatable {
        let method: String?
        let url: URL?
        let headers: [String: String]
        let body: Data?
        let cachePolicy: URLRequest.CachePolicy
    }

    private struct Stub {
        var answers: [Answer]
        var received: [ReceivedRequest] = []
        var stopped = 0
    }

    private static let stubs = Locked<[String: Stub]>([:])

    static func makeHost() -> String {
        "\(UUID().uuidString.lowercased()).stub.test"
    }

    /// Answers requests for `host` with `answers` in turn (the last one repeats).
    static func stub(host: String, _ answers: Answer...) {
        stubs.withLock { $0[host] = Stub(answers: answers) }
    }

    static func received(host: String) -> [ReceivedRequest] {
        stubs.withLock { $0[host]?.received ?? [] }
    }

    static func stopCount(host: String) -> Int {
        stubs.withLock { $0[host]?.stopped ?? 0 }
    }

    static func remove(host: String) {
        stubs.withLock { $0[host] = nil }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let host = request.url?.host ?? ""
        let received = ReceivedRequest(
            method: request.httpMethod,
            url: request.url,
            headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody,
            cachePolicy: request.cachePolicy
        )
        let answer = Self.stubs.withLock { stubs -> Answer? in
            guard var stub = stubs[host] else {
                return nil
            }
            stub.received.append(received)
            let answer = stub.answers.count > 1 ? stub.answers.removeFirst() : stub.answers.first
            stubs[host] = stub
            return answer
        }
        switch answer ?? .fail(.cannotFindHost) {
        case .respond(let status, let headers, let chunks):
            guard let url = request.url,
                let response = HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            else {
                client?.urlProtocol(self, didFailWithError: URLError(.badURL))
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .allowed)
            for chunk in chunks {
                client?.urlProtocol(self, didLoad: chunk)
            }
            client?.urlProtocolDidFinishLoading(self)
        case .fail(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .hang:
            break
        }
    }

    override func stopLoading() {
        let host = request.url?.host ?? ""
        Self.stubs.withLock { $0[host]?.stopped += 1 }
    }
}
