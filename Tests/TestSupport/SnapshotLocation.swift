import Foundation

/// Finds the full API snapshot (`shared/data/rickandmorty`) that CI places beside the clone, when it is there.
public enum SnapshotLocation {
    /// The environment variable that names the snapshot directory explicitly.
    public static let environmentKey = "RICKANDMORTY_SNAPSHOT"

    /// The value of `environmentKey` that hides the snapshot even when it is beside the clone, so the suite runs
    /// as it does on a fresh clone (`RICKANDMORTY_SNAPSHOT=none swift test`; CI runs the tests both ways).
    public static let hiddenValue = "none"

    /// The snapshot directory: `$RICKANDMORTY_SNAPSHOT`, else the first `shared/data/rickandmorty` found beside an
    /// ancestor of this source file; nil when there is none (a clone elsewhere) or when the variable is `none`, so
    /// tests can skip and say why.
    public static func directory(
        filePath: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        let fileManager = FileManager.default
        if let explicit = environment[environmentKey], !explicit.isEmpty {
            guard explicit != hiddenValue else { return nil }
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
        "skipped: the API snapshot (../shared/data/rickandmorty) is not here or \(environmentKey)=\(hiddenValue) hides it; "
        + "set \(environmentKey) to its directory to run this test"
}
