import APIReplica
import Foundation
import TestSupport
import Testing

/// The full API snapshot, loaded once for every test that needs it.
enum SnapshotFixture {
    static let isAvailable = SnapshotLocation.directory() != nil
    static let skipReason = Comment(rawValue: SnapshotLocation.missingReason)
    static let baseURL = "http://127.0.0.1:8080/api"

    private static let loaded: Result<ReplicaAPI, DatasetLoadingError>? = {
        guard let directory = SnapshotLocation.directory(), let base = URL(string: baseURL) else { return nil }
        return Result { () throws(DatasetLoadingError) in
            ReplicaAPI(dataset: try DatasetLoader.load(directory: directory), baseURL: base)
        }
    }()

    static func api() throws -> ReplicaAPI {
        try #require(loaded, "the snapshot is absent").get()
    }

    static func directory() throws -> URL {
        try #require(SnapshotLocation.directory())
    }
}
