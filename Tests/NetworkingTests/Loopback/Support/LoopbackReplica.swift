import APIReplica
import Foundation
import Networking
import Testing

/// The API replica serving the bundled sample universe on a free loopback port, counting what reaches it.
///
/// Requests pass the arrival counter, then the gate (open unless `holdingRequests`), then the API.
struct LoopbackReplica {
    /// The bundled sample with placeholder avatars, loaded once for every test.
    static let sample = Result { () throws(DatasetLoadingError) -> ReplicaDataset in
        let sample = try ReplicaDataset.bundledSample()
        return ReplicaDataset(
            characters: sample.characters,
            episodes: sample.episodes,
            locations: sample.locations,
            avatars: PlaceholderAvatarSource(characterCount: sample.characters.last?.id ?? 0)
        )
    }

    let server: ReplicaServer
    let arrivals: ArrivalCounter
    let gate: RequestGate
    /// `http://127.0.0.1:<port>/api`.
    let apiBaseURL: URL

    /// Starts the replica; with `holdingRequests`, no request is answered until `gate.open()`.
    init(faults: FaultInjector? = nil, holdingRequests: Bool = false) throws {
        let dataset = try Self.sample.get()
        var wrappers: (gate: RequestGate, arrivals: ArrivalCounter)?
        server = try ReplicaServer.start { base in
            let gate = RequestGate(
                wrapping: ReplicaAPI(dataset: dataset, baseURL: base, faults: faults), isOpen: !holdingRequests)
            let arrivals = ArrivalCounter(wrapping: gate)
            wrappers = (gate, arrivals)
            return arrivals
        }
        (gate, arrivals) = try #require(wrappers)
        apiBaseURL = server.apiBaseURL
    }

    /// The URL of `endpoint` on this replica.
    func url(_ endpoint: Endpoint) throws -> URL {
        try APIConfiguration(baseURL: apiBaseURL).url(for: endpoint)
    }

    /// The request target the server sees for `url`: its path and query, percent-encoded.
    static func target(of url: URL) throws -> String {
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: true))
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    /// Lets held requests go (so their tasks end) and stops the server.
    func stop() {
        gate.open()
        server.stop()
    }
}
