import LoopbackHTTP
import TestSupport

/// A running server on a free loopback port, its handler spy, and the port.
struct StartedServer {
    let server: HTTPServer
    let handler: HandlerSpy
    let port: UInt16

    /// Starts a server whose handler answers with `respond`; the test must call `server.stop()`.
    init(
        configuration: HTTPServer.Configuration = HTTPServer.Configuration(),
        respond: @escaping @Sendable (HTTPServerRequest) -> HTTPServerResponse = HandlerSpy.echo
    ) throws {
        handler = HandlerSpy(respond: respond)
        server = HTTPServer(handler: handler, configuration: configuration)
        port = try server.start()
    }

    /// A raw client connected to the server.
    func connect(receiveTimeout: Duration = .seconds(5)) throws -> RawHTTPClient {
        try RawHTTPClient(port: port, receiveTimeout: receiveTimeout)
    }
}
