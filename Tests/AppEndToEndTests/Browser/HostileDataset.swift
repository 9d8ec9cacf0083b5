import Foundation

/// A copy of the bundled sample whose first character is named `name` (HTML, say), for `--dataset`.
enum HostileDataset {
    static func make(name: String) throws -> URL {
        var sample = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 {
            sample.deleteLastPathComponent()
        }
        sample.appendPathComponent("Infrastructure/APIReplica/Resources/SampleUniverse")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["characters.json", "episodes.json", "locations.json"] {
            var text = try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8)
            if file == "characters.json" {
                text = text.replacingOccurrences(of: #""name": "Rick Sanchez""#, with: "\"name\": \"\(name)\"")
            }
            try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
