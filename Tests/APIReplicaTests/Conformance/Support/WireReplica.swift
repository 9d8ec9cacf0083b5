import APIReplica
import Foundation
import TestSupport
import Testing

/// The replica serving `dataset` on a free loopback port, as the App's `serve` runs it.
struct WireReplica {
    /// The full snapshot with its avatars, loaded once; nil when it is absent.
    static let snapshot: Result<ReplicaDataset, DatasetLoadingError>? = SnapshotLocation.directory().map { directory in
        Result { () throws(DatasetLoadingError) in try DatasetLoader.load(directory: directory) }
    }
    static let snapshotIsAvailable = SnapshotLocation.directory() != nil
    static let snapshotMissing = Comment(rawValue: SnapshotLocation.missingReason)

    let server: ReplicaServer
    let port: UInt16
    /// `http://127.0.0.1:<port>/api`.
    let apiBase: String

    /// One replica of the snapshot that every conformance test shares (rendering the snapshot for a server takes a
    /// while in debug builds); it runs until the test process ends, serving tests in parallel.
    private static let shared: Result<WireReplica, any Error>? = snapshot.map { dataset in
        Result { try WireReplica(dataset: try dataset.get()) }
    }

    /// The shared replica of the snapshot; do not stop it.
    static func snapshotReplica() throws -> WireReplica {
        try #require(shared, "the snapshot is absent").get()
    }

    init(dataset: ReplicaDataset, faults: FaultInjector? = nil) throws {
        server = try ReplicaServer.start(serving: dataset, faults: faults)
        port = server.port
        apiBase = server.apiBaseURL.absoluteString
    }

    /// The absolute URL of `target` (`/api/...`) on this replica.
    func url(_ target: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(port)\(target)"))
    }
}
