import APIReplica
import Foundation
import Networking

/// The server one run of the App talks to: the embedded replica it booted (no `--api`), or the `--api` server.
struct APITarget {
    let configuration: APIConfiguration
    var replica: ReplicaServer?
    /// The name the replica's answers are filed under in the cache (its data's, never its port's); nil with `--api`.
    var datasetIdentity: String?

    /// The base the answers' links name: the dataset's own for the embedded replica, which ends with the command.
    var linkBase: URL {
        replica == nil ? configuration.baseURL : ReplicaAPI.datasetLinkBase
    }

    static let fixturesBaseURL = URL(string: "http://fixtures.invalid/api") ?? URL(fileURLWithPath: "/api")

    /// The `--api` server, no server with `--fixtures`, or else the replica booted on a free port.
    static func start(for options: GlobalOptions) throws(StartupError) -> APITarget {
        if options.usesFixtures {
            return APITarget(configuration: APIConfiguration(baseURL: fixturesBaseURL))
        }
        if let url = options.apiBaseURL {
            return APITarget(configuration: APIConfiguration(baseURL: url))
        }
        let source = ReplicaDatasetSource(directory: options.datasetDirectory)
        let dataset = try source.load()
        // Its answers are filed under its data's digest (`cacheStorage`): under those keys they never change. They
        // link where the dataset's own links lead, as the replica ends with the command.
        let replica = try ReplicaServer.startEmbedded(
            serving: dataset, cacheControl: .immutable, keepingDatasetLinks: true)
        return APITarget(
            configuration: APIConfiguration(baseURL: replica.apiBaseURL), replica: replica,
            datasetIdentity: source.identity(digest: dataset.digest))
    }

    /// The replica's answers filed under its data's digest, not its port: the next run finds them, edited data not.
    func cacheStorage(_ storage: CacheStorage) -> CacheStorage {
        guard let datasetIdentity else { return storage }
        return storage.filing(configuration.baseURL.absoluteString, as: "replica://\(datasetIdentity)/api")
    }

}
