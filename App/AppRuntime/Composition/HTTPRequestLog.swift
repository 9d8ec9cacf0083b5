import Console
import Networking

/// The `--verbose` log of HTTP traffic on stderr: one line per request sent (conditional or not), answer, failure,
/// retry and join.
struct HTTPRequestLog: HTTPClientObserver {
    let sink: any TextSink

    func requestSucceeded(_ request: HTTPRequest, response: HTTPResponse) {
        let conditional = request.headers.keys.contains { $0.lowercased().hasPrefix("if-") } ? ", conditional" : ""
        log(
            "\(request.method.rawValue) \(request.url.absoluteString) -> \(response.statusCode), "
                + "\(response.body.count) bytes\(conditional)")
    }

    func requestFailed(_ request: HTTPRequest, error: any Error) {
        log("\(request.method.rawValue) \(request.url.absoluteString) failed: \(NetworkError(error, url: request.url))")
    }

    func retryScheduled(_ request: HTTPRequest, attempt: Int, delay: Duration) {
        log("retrying \(request.url.absoluteString) (attempt \(attempt)) in \(delay)")
    }

    func joinedInFlightRequest(_ request: HTTPRequest) {
        log("\(request.url.absoluteString) joined the identical request in flight")
    }

    private func log(_ line: String) {
        sink.writeLine("[http] " + line)
    }
}
