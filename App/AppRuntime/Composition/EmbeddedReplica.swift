import APIReplica
import Foundation

/// The API replica running in this process on a loopback port: the App's default data source, and `serve`.
final class EmbeddedReplica: Sendable {
    /// The base URL the API is served under, such as `http://127.0.0.1:54321/api`.
    let apiBaseURL: URL
    private let server: HTTPServer

    private init(apiBaseURL: URL, server: HTTPServer) {
        self.apiBaseURL = apiBaseURL
        self.server = server
    }

    /// Starts serving `dataset` on 127.0.0.1:`port` (0 for any free port), spoiling answers with `faults` if given.
    static func start(
        serving dataset: ReplicaDataset,
        port: UInt16 = 0,
        faults: FaultInjector? = nil
    ) throws(StartupError) -> EmbeddedReplica {
        let slot = ReplicaHandlerSlot()
        let server = HTTPServer(handler: slot, configuration: HTTPServer.Configuration(port: port))
        let boundPort: UInt16
        do {
            boundPort = try server.start()
        } catch {
            throw .replicaUnavailable(port: port, error)
        }
        let base = URL(string: "http://127.0.0.1:\(boundPort)/api") ?? URL(fileURLWithPath: "/api")
        slot.install(ReplicaAPI(dataset: dataset, baseURL: base, faults: faults))
        return EmbeddedReplica(apiBaseURL: base, server: server)
    }

    /// Closes the port and every connection; returns once they are closed.
    func stop() {
        server.stop()
    }
}
