import APIReplica
import Foundation
import Networking

/// The server one run of the App talks to: the embedded replica it booted (no `--api`), or the `--api` server.
final class APITarget {
    /// The base URL features build every endpoint from.
    let configuration: APIConfiguration
    /// The replica this run started, nil with `--api`.
    let replica: ReplicaServer?
    /// The data the replica serves, nil with `--api`.
    let dataset: ReplicaDatasetSource?

    private init(configuration: APIConfiguration, replica: ReplicaServer?, dataset: ReplicaDatasetSource?) {
        self.configuration = configuration
        self.replica = replica
        self.dataset = dataset
    }

    /// The address a run on fixtures gives its features: no server answers it, and nothing asks it.
    static let fixturesBaseURL = URL(string: "http://fixtures.invalid/api") ?? URL(fileURLWithPath: "/api")

    /// Uses the `--api` server when given, no server at all with `--fixtures`; otherwise loads the dataset and
    /// boots the replica on a free port.
    static func start(for options: GlobalOptions) throws(StartupError) -> APITarget {
        if options.usesFixtures {
            return APITarget(configuration: APIConfiguration(baseURL: fixturesBaseURL), replica: nil, dataset: nil)
        }
        if let url = options.apiBaseURL {
            return APITarget(configuration: APIConfiguration(baseURL: url), replica: nil, dataset: nil)
        }
        let source = ReplicaDatasetSource(directory: options.datasetDirectory)
        let replica = try ReplicaServer.startEmbedded(serving: try source.load())
        return APITarget(
            configuration: APIConfiguration(baseURL: replica.apiBaseURL), replica: replica, dataset: source)
    }

    /// The cache as this target needs it: the replica's answers are filed under its dataset, not its port.
    func cacheStorage(_ storage: CacheStorage) -> CacheStorage {
        guard let dataset else { return storage }
        return storage.filing(configuration.baseURL.absoluteString, as: "replica://\(dataset.identity)/api")
    }

    /// Stops the replica, if this run started one.
    func stop() {
        replica?.stop()
    }
}
