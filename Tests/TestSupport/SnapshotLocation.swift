import Foundation

/// Finds the full API snapshot (`shared/data/rickandmorty`) that CI places beside the clone, when it is there.
public enum SnapshotLocation {
    /// The environment variable that names the snapshot directory explicitly.
    public static let environmentKey = "RICKANDMORTY_SNAPSHOT"

    /// The snapshot directory: `$RICKANDMORTY_SNAPSHOT`, else the first `shared/data/rickandmorty` found beside an
    /// ancestor of this source file; nil when there is none (a clone elsewhere), so tests can skip and say why.
    public static func directory(filePath: String = #filePath) -> URL? {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment[environmentKey], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit, isDirectory: true)
            return fileManager.fileExists(atPath: url.appendingPathComponent("characters.json").path) ? url : nil
        }
        var ancestor = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
            let candidate = ancestor.appendingPathComponent("shared/data/rickandmorty", isDirectory: true)
            if fileManager.fileExists(atPath: candidate.appendingPathComponent("characters.json").path) {
                return candidate
            }
        }
        return nil
    }

    /// A one-line reason to print when a test skips because the snapshot is absent.
    public static let missingReason =
        "skipped: the API snapshot (../shared/data/rickandmorty) is not here; set \(environmentKey) to run this test"
}
