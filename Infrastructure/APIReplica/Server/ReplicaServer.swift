import Foundation
import LoopbackHTTP

/// An `HTTPServer` on a loopback port whose handler is made for the URL it is served at, once the port is bound.
public final class ReplicaServer: Sendable {
    /// The base URL the API is served under, such as `http://127.0.0.1:54321/api`.
    public let apiBaseURL: URL
    /// The port the server listens on (on 127.0.0.1).
    public let port: UInt16
    private let server: HTTPServer

    private init(server: HTTPServer, port: UInt16) {
        self.server = server
        self.port = port
        apiBaseURL = (server.baseURL ?? URL(fileURLWithPath: "/")).appendingPathComponent("api")
    }

    /// Serves `dataset` through a `ReplicaAPI` with `cacheControl`, spoiling answers with `faults` if given.
    ///
    /// Its answers link to this server, or with `keepingDatasetLinks` to where the records' own links lead (the real
    /// API's), for a server that lives no longer than the command using it.
    public static func start(
        serving dataset: ReplicaDataset,
        faults: FaultInjector? = nil,
        cacheControl: ReplicaCacheControl = .liveAPI,
        configuration: HTTPServer.Configuration = HTTPServer.Configuration(),
        keepingDatasetLinks: Bool = false
    ) throws(HTTPServerError) -> ReplicaServer {
        try start(configuration: configuration) { base in
            ReplicaAPI(
                dataset: dataset, baseURL: keepingDatasetLinks ? ReplicaAPI.datasetLinkBase : base, faults: faults,
                cacheControl: cacheControl)
        }
    }

    /// Serves the handler `makeHandler` builds for the server's API base URL, once the port is bound.
    public static func start(
        configuration: HTTPServer.Configuration = HTTPServer.Configuration(),
        makingHandler makeHandler: (_ apiBaseURL: URL) -> any HTTPRequestHandler
    ) throws(HTTPServerError) -> ReplicaServer {
        let handler = LateBoundHandler()
        let server = HTTPServer(handler: handler, configuration: configuration)
        let started = ReplicaServer(server: server, port: try server.start())
        handler.bind(to: makeHandler(started.apiBaseURL))
        return started
    }

    /// Closes the port and every connection; returns once they are closed.
    public func stop() {
        server.stop()
    }
}
