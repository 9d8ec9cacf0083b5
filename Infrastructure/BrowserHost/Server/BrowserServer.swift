import Foundation
import LoopbackHTTP

/// The browser host served on a loopback port: what `App web` starts.
public final class BrowserServer: Sendable {
    /// The address to open, such as `http://127.0.0.1:8080/`.
    public let url: URL
    private let server: HTTPServer

    private init(server: HTTPServer, url: URL) {
        self.server = server
        self.url = url
    }

    /// Serves `session` on 127.0.0.1 at `port` (a free one when 0), with the limits a browser's windows need.
    @MainActor
    public static func start(_ session: BrowserSession, port: UInt16 = 0) throws(HTTPServerError) -> BrowserServer {
        let host = BrowserHost(session: session)
        let configuration = HTTPServer.Configuration(
            port: port, maxBodyBytes: 64 * 1024, maxConnections: session.limits.eventStreams + 64)
        let server = HTTPServer(handler: host, configuration: configuration)
        let bound = try server.start()
        host.serve(port: bound)
        return BrowserServer(
            server: server, url: URL(string: "http://127.0.0.1:\(bound)/") ?? URL(fileURLWithPath: "/"))
    }

    /// Closes the port and every connection (event streams too); returns once they are closed.
    public func stop() {
        server.stop()
    }
}
