import APIReplica
import Foundation
import LoopbackHTTP
import TestSupport

/// The API replica served over real loopback by an `HTTPServer` this test started, optionally with faults.
final class RunningReplica {
    let dataset: ReplicaDataset
    let apiBaseURL: URL
    let faults: FaultInjector?
    private let server: ReplicaServer

    /// Starts serving `dataset` on a free port; the test must call `stop()`.
    init(dataset: ReplicaDataset, faults: FaultSpec? = nil) throws {
        let injector = faults.map(FaultInjector.init(spec:))
        server = try ReplicaServer.start(serving: dataset, faults: injector)
        self.dataset = dataset
        self.apiBaseURL = server.apiBaseURL
        self.faults = injector
    }

    func stop() {
        server.stop()
    }

    /// The full snapshot when it is here, else the bundled sample.
    static func snapshotOrSample() throws -> ReplicaDataset {
        if let directory = SnapshotLocation.directory() {
            return try DatasetLoader.load(directory: directory)
        }
        return try ReplicaDataset.bundledSample()
    }

    /// The bundled sample with the snapshot's real avatars (JPEGs and PNGs) when the snapshot is here, else with
    /// generated ones.
    static func sampleWithAvatars() throws -> ReplicaDataset {
        guard let directory = SnapshotLocation.directory() else {
            return try ReplicaDataset.bundledSample(avatars: PlaceholderAvatarSource())
        }
        return try ReplicaDataset.bundledSample(
            avatars: DirectoryAvatarSource(directory: directory.appendingPathComponent("avatars")))
    }
}
