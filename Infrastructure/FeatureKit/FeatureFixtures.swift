import FeatureData
import FeatureDomain
import Foundation
import Networking

/// A few of the API's records, by resource, for running a feature without a server.
public struct FeatureFixtures: Sendable {
    /// The records of each resource, as a JSON array.
    public var records: [RickAndMortyAPI.Resource: Data]
    /// How many records a list page holds: fewer than the API's 20, so a few records still make several pages.
    public var pageSize: Int

    /// Creates fixtures from JSON arrays of the API's objects.
    public init(_ records: [RickAndMortyAPI.Resource: Data], pageSize: Int = 5) {
        self.records = records
        self.pageSize = pageSize
    }

    /// The fixtures in `directory`: `character.json`, `episode.json`, `location.json`, each optional.
    public init(directory: URL, pageSize: Int = 5) {
        var records: [RickAndMortyAPI.Resource: Data] = [:]
        for resource in RickAndMortyAPI.Resource.allCases {
            records[resource] = try? Data(contentsOf: directory.appendingPathComponent("\(resource.rawValue).json"))
        }
        self.init(records, pageSize: pageSize)
    }

    /// The records, answering as the API would with `pageSize` items a page: what every load of a feature run on
    /// fixtures reads.
    public var apiRecords: FixtureRecords {
        FixtureRecords(
            Dictionary(uniqueKeysWithValues: records.map { ($0.key.rawValue, $0.value) }), pageSize: pageSize)
    }
}
