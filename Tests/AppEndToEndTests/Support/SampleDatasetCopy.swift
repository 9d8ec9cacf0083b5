import Foundation
import TestSupport

/// A copy of the bundled sample universe in a temporary folder, for `--dataset`, that a test may edit.
struct SampleDatasetCopy {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("AppEndToEnd-dataset-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: FeatureLayout.packageRoot.appendingPathComponent("Infrastructure/APIReplica/Resources/SampleUniverse"),
            to: url)
    }

    var path: String { url.path }

    /// Renames the character named `name` to `newName` in the characters file.
    func rename(_ name: String, to newName: String) throws {
        let characters = url.appendingPathComponent("characters.json")
        let text = try String(contentsOf: characters, encoding: .utf8)
        try text.replacingOccurrences(of: "\"\(name)\"", with: "\"\(newName)\"")
            .write(to: characters, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
