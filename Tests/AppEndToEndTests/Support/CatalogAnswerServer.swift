import Foundation
import TestSupport

/// A loopback server that answers every request with a 200 and the JSON `answer` gives for its target (such as
/// `/api/character?page=2`), or never answers at all: a server whose catalog the test makes up.
final class CatalogAnswerServer: Sendable {
    private let server: LoopbackTestServer

    /// Starts listening; `answer` returns the body for a request target, nil to hold the request without a word.
    init(answer: @escaping @Sendable (String) -> String?) throws {
        server = try LoopbackTestServer { connection, server in
            LoopbackTestSocket.setTimeouts(connection, seconds: 1)
            var pending: [UInt8] = []
            while !server.isStopped {
                guard let request = LoopbackTestSocket.receiveRequest(connection, pending: &pending) else { return }
                let target = request.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
                guard let body = answer(target) else {
                    while !server.isStopped, LoopbackTestSocket.waitWhileOpen(connection) {}
                    return
                }
                let head =
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                guard LoopbackTestSocket.send(Array((head + body).utf8), connection) else { return }
            }
        }
    }

    /// `http://127.0.0.1:<port>/api`, the base URL to give the App (`--api`).
    var apiBase: String { "http://127.0.0.1:\(server.port)/api" }

    /// The connections accepted so far.
    var acceptedConnections: Int { server.acceptedConnectionCount }

    /// Closes the listener and every connection.
    func stop() {
        server.stop()
    }

    /// A list page of `ids` claiming `count` items in `pages` pages.
    static func page(ids: some Sequence<Int>, count: Int, pages: Int) -> String {
        let results = ids.map { #"{"id":\#($0),"name":"Item \#($0)"}"# }.joined(separator: ",")
        return #"{"info":{"count":\#(count),"pages":\#(pages),"next":null,"prev":null},"results":[\#(results)]}"#
    }
}
