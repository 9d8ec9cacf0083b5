import FeatureKit
import Foundation

/// The demo scripts a run can use: files in a folder and scripts given as text by name, or any script file by path.
public struct DemoCatalog: Sendable {
    /// The extension every demo file has.
    public static let fileExtension = "script"

    /// The folder the demo files are read from; nil for none.
    public let directory: URL?
    /// Demos given as text (the features' own), found by name like the files.
    public let scripts: [DemoScript]

    /// Creates a catalog of the `*.script` files in `directory` and of `scripts`.
    public init(directory: URL?, scripts: [DemoScript] = []) {
        self.directory = directory
        self.scripts = scripts
    }

    /// The demos' names (file names without `.script`), sorted.
    public func names() throws(DemoCatalogError) -> [String] {
        Set(try fileNames() + scripts.map(\.name)).sorted()
    }

    private func fileNames() throws(DemoCatalogError) -> [String] {
        guard let directory else { return [] }
        do {
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            return files.filter { $0.hasSuffix(".\(Self.fileExtension)") }
                .map { String($0.dropLast(Self.fileExtension.count + 1)) }
        } catch {
            throw .unreadableCatalog(path: directory.path, reason: error.localizedDescription)
        }
    }

    /// Loads a bundled demo by name, or a script file when `nameOrPath` names one (a path or a `.script` file).
    public func load(_ nameOrPath: String) throws(DemoCatalogError) -> DemoScript {
        if let script = scripts.first(where: { $0.name == nameOrPath }) {
            return script
        }
        let names = try names()
        if let directory, names.contains(nameOrPath) {
            let file = directory.appendingPathComponent("\(nameOrPath).\(Self.fileExtension)")
            return DemoScript(name: nameOrPath, text: try read(file, shownAs: nameOrPath))
        }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".\(Self.fileExtension)")
        guard looksLikePath || FileManager.default.fileExists(atPath: nameOrPath) else {
            throw .unknownDemo(nameOrPath, available: names)
        }
        return DemoScript(name: nameOrPath, text: try read(URL(fileURLWithPath: nameOrPath), shownAs: nameOrPath))
    }

    private func read(_ file: URL, shownAs path: String) throws(DemoCatalogError) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= Self.maximumScriptBytes else {
            throw .unreadableFile(
                path: path, reason: "it is \(size) bytes, more than a script may be (\(Self.maximumScriptBytes))")
        }
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw .unreadableFile(path: path, reason: Self.reason(reading: file))
        }
    }

    // Many lines of at most `ScriptParser.maximumLineBytes` each.
    static let maximumScriptBytes = 4 * 1024 * 1024

    private static func reason(reading file: URL) -> String {
        var isDirectory: ObjCBool = false
        let manager = FileManager.default
        if !manager.fileExists(atPath: file.path, isDirectory: &isDirectory) {
            return "no such file"
        }
        if isDirectory.boolValue {
            return "it is a folder"
        }
        return manager.isReadableFile(atPath: file.path) ? "it is not UTF-8 text" : "permission denied"
    }
}
