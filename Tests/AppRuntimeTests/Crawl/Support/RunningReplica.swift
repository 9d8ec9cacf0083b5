import APIReplica
import Foundation
import Locking
import TestSupport

/// The API replica served over real loopback by an `HTTPServer` this test started, optionally with faults.
final class RunningReplica {
    let dataset: ReplicaDataset
    let apiBaseURL: URL
    let faults: FaultInjector?
    private let server: HTTPServer

    /// Starts serving `dataset` on a free port; the test must call `stop()`.
    init(dataset: ReplicaDataset, faults: FaultSpec? = nil) throws {
        let slot = HandlerSlot()
        let server = HTTPServer(handler: slot)
        let port = try server.start()
        guard let base = URL(string: "http://127.0.0.1:\(port)/api") else { throw URLError(.badURL) }
        let injector = faults.map(FaultInjector.init(spec:))
        slot.install(ReplicaAPI(dataset: dataset, baseURL: base, faults: injector))
        self.dataset = dataset
        self.apiBaseURL = base
        self.faults = injector
        self.server = server
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
            return try ReplicaDataset.bundledSample(avatars: GeneratedAvatarSource())
        }
        return try ReplicaDataset.bundledSample(
            avatars: DirectoryAvatarSource(directory: directory.appendingPathComponent("avatars")))
    }
}

private final class HandlerSlot: HTTPRequestHandler {
    private let handler = Locked<(any HTTPRequestHandler)?>(nil)

    func install(_ installed: any HTTPRequestHandler) {
        handler.withLock { $0 = installed }
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        guard let installed = handler.withLock({ $0 }) else { return HTTPServerResponse(status: 503) }
        return await installed.response(to: request)
    }
}
