import APIReplica
import LoopbackHTTP

extension ReplicaServer {
    /// Starts the replica the App embeds on 127.0.0.1:`port` (0 for any free port), failing as a `StartupError`;
    /// `keepingDatasetLinks` for one that ends with its command, so that no answer links to a port gone by then.
    static func startEmbedded(
        serving dataset: ReplicaDataset,
        port: UInt16 = 0,
        faults: FaultInjector? = nil,
        cacheControl: ReplicaCacheControl,
        keepingDatasetLinks: Bool = false
    ) throws(StartupError) -> ReplicaServer {
        do {
            return try start(
                serving: dataset, faults: faults, cacheControl: cacheControl,
                configuration: HTTPServer.Configuration(port: port), keepingDatasetLinks: keepingDatasetLinks)
        } catch {
            throw .replicaUnavailable(port: port, error)
        }
    }
}
