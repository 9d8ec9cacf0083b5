import Foundation
import TestSupport
import Testing

/// Every record of the bundled sample is the API's own, copied exactly from the snapshot by
/// `Scripts/make-sample-universe.py`: nothing in the sample is invented.
@Suite("Sample universe against the API snapshot")
struct SampleUniverseSnapshotTests {
    private typealias Files = SampleUniverseFiles

    @Test(
        .enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)),
        arguments: ["characters.json", "episodes.json", "locations.json"]
    )
    func everyRecordIsTheAPIsRecordExactly(file: String) throws {
        let snapshot = try #require(SnapshotLocation.directory())
        let real = try Self.recordsByID(Data(contentsOf: snapshot.appendingPathComponent(file)))
        let sample = try Self.recordsByID(Files.data(named: file))

        #expect(!sample.isEmpty)
        for (id, record) in sample.sorted(by: { $0.key < $1.key }) {
            #expect(real[id] == record, "\(file): sample record \(id) differs from the API's")
        }
    }

    /// Each object of a JSON array, written again with sorted keys so that equal objects have equal bytes.
    private static func recordsByID(_ data: Data) throws -> [Int: Data] {
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var records: [Int: Data] = [:]
        for object in objects {
            let id = try #require(object["id"] as? Int)
            records[id] = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
        return records
    }
}
