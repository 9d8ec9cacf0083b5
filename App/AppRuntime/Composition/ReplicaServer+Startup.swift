import APIReplica
import LoopbackHTTP

extension ReplicaServer {
    /// Starts the replica the App embeds on 127.0.0.1:`port` (0 for any free port), failing as a `StartupError`.
    static func startEmbedded(
        serving dataset: ReplicaDataset,
        port: UInt16 = 0,
        faults: FaultInjector? = nil,
        cacheControl: ReplicaCacheControl
    ) throws(StartupError) -> ReplicaServer {
        do {
            return try start(
                serving: dataset, faults: faults, cacheControl: cacheControl,
                configuration: HTTPServer.Configuration(port: port))
        } catch {
            throw .replicaUnavailable(port: port, error)
        }
    }
}
