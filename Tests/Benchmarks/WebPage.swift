import Foundation
import TestSupport

/// A page of `App web` as a browser holds one: its screen's number, its event stream, and posts from its origin.
struct WebPage {
    /// An open event stream of a page.
    final class EventStream {
        private let client: RawHTTPClient

        init(client: RawHTTPClient) {
            self.client = client
        }

        /// Reads events until one satisfies `done`.
        func readEvents(until done: (String) -> Bool) throws {
            while !done(try client.read(through: "\n\n")) {}
        }
    }

    let port: UInt16

    init(address: String) throws {
        guard let port = URL(string: address)?.port.map(UInt16.init) else {
            throw BenchmarkFailure(message: "App web printed no address with a port: \(address)")
        }
        self.port = port
    }

    private var host: String { "Host: 127.0.0.1:\(port)" }

    /// Loads `path` and opens its screen's event stream, read up to its first event.
    func openStream(path: String) throws -> EventStream {
        let page = try RawHTTPClient(port: port).get(path, headers: [host])
        guard let screen = page.bodyText.firstMatch(of: /data-screen="(\d+)"/)?.1 else {
            throw BenchmarkFailure(message: "\(path) named no screen (status \(page.status))")
        }
        let client = try RawHTTPClient(port: port, receiveTimeout: .seconds(30))
        try client.sendRequest("GET", "/-/events?screen=\(screen)", headers: [host])
        _ = try client.readResponse()
        _ = try client.read(through: "\n\n")
        return EventStream(client: client)
    }

    /// Posts `form` to `path` as the page's script does, and reads the answer.
    func post(_ path: String, _ form: String) throws {
        let client = try RawHTTPClient(port: port)
        try client.sendRequest(
            "POST", path,
            headers: [
                host, "Origin: http://127.0.0.1:\(port)", "X-Requested-With: fetch",
                "Content-Type: application/x-www-form-urlencoded", "Content-Length: \(form.utf8.count)",
            ])
        try client.send(form)
        let answer = try client.readResponse()
        guard answer.status == 200 else {
            throw BenchmarkFailure(message: "POST \(path) answered \(answer.status): \(answer.bodyText)")
        }
    }
}
