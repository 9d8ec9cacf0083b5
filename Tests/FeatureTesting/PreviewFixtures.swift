import FeatureKit
import Foundation
import TestSupport

/// The fixtures a feature's preview runs on with `--fixtures` (`Features/<Name>Feature/Preview/Fixtures`), read from
/// this checkout, and how they compare with the API's snapshot.
public enum PreviewFixtures {
    /// The folder of the fixtures of `feature` (such as "LocationsFeature").
    public static func folder(of feature: String) -> URL {
        FeatureLayout.folder(of: feature).appendingPathComponent("Preview/Fixtures", isDirectory: true)
    }

    /// The fixtures of `feature`, as its preview reads them.
    public static func fixtures(of feature: String) -> FeatureFixtures {
        FeatureFixtures(directory: folder(of: feature))
    }

    /// Every fixture record of `feature` that is not exactly the snapshot's record of the same id.
    ///
    /// Each is named as "location 3"; empty when they all are. Throws when a file cannot be read.
    public static func recordsUnlikeTheSnapshot(of feature: String, snapshot: URL) throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder(of: feature).path).filter {
            $0.hasSuffix(".json")
        }
        var unlike: [String] = []
        for file in files.sorted() {
            let resource = String(file.dropLast(".json".count))
            let fixtures = try records(in: folder(of: feature).appendingPathComponent(file))
            let truth = try records(in: snapshot.appendingPathComponent("\(resource)s.json"))
            let byID = Dictionary(truth.map { ($0["id"] as? Int ?? -1, $0) }, uniquingKeysWith: { first, _ in first })
            for record in fixtures {
                let id = record["id"] as? Int ?? -1
                if byID[id].map({ NSDictionary(dictionary: $0).isEqual(to: record) }) != true {
                    unlike.append("\(resource) \(id)")
                }
            }
        }
        return unlike
    }

    private static func records(in file: URL) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    }
}
