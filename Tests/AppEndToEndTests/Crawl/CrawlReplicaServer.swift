import APIReplica
import Foundation
import Locking
import TestSupport

/// The API replica served by this test process over loopback, for the App to crawl with `--api`.
final class CrawlReplicaServer {
    let dataset: ReplicaDataset
    let apiBaseURL: URL
    private let server: HTTPServer

    /// Starts serving `dataset` on a free port; the test must call `stop()`.
    init(dataset: ReplicaDataset) throws {
        let slot = Slot()
        let server = HTTPServer(handler: slot)
        let port = try server.start()
        guard let base = URL(string: "http://127.0.0.1:\(port)/api") else { throw URLError(.badURL) }
        slot.install(ReplicaAPI(dataset: dataset, baseURL: base))
        self.dataset = dataset
        self.apiBaseURL = base
        self.server = server
    }

    /// The bundled sample with the snapshot's real avatars (JPEGs and PNGs) when the snapshot is here, else with
    /// generated ones.
    static func sampleWithAvatars() throws -> ReplicaDataset {
        guard let directory = SnapshotLocation.directory() else {
            return try ReplicaDataset.bundledSample(avatars: GeneratedAvatarSource())
        }
        return try ReplicaDataset.bundledSample(
            avatars: DirectoryAvatarSource(directory: directory.appendingPathComponent("avatars")))
    }

    func stop() {
        server.stop()
    }

    private final class Slot: HTTPRequestHandler {
        private let handler = Locked<(any HTTPRequestHandler)?>(nil)

        func install(_ installed: any HTTPRequestHandler) {
            handler.withLock { $0 = installed }
        }

        func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
            guard let installed = handler.withLock({ $0 }) else { return HTTPServerResponse(status: 503) }
            return await installed.response(to: request)
        }
    }
}
