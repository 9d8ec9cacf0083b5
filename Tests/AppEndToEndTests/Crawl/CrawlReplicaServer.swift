import APIReplica
import Foundation
import TestSupport

/// The API replica served by this test process over loopback, for the App to crawl with `--api`.
final class CrawlReplicaServer {
    let dataset: ReplicaDataset
    let apiBaseURL: URL
    private let server: ReplicaServer

    /// Starts serving `dataset` on a free port; the test must call `stop()`.
    init(dataset: ReplicaDataset) throws {
        server = try ReplicaServer.start(serving: dataset)
        self.dataset = dataset
        self.apiBaseURL = server.apiBaseURL
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

    func stop() {
        server.stop()
    }
}
