import APIReplica
import Foundation

/// The demo scripts bundled with the App (`Resources/Demos/*.script`), found by name, or any script file by path.
public struct DemoCatalog: Sendable {
    /// The extension every demo file has.
    public static let fileExtension = "script"

    /// The folder the demos are read from.
    public let directory: URL

    /// Creates a catalog of the `*.script` files in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Where the bundled demos are looked for: AppRuntime's resource bundle, else this source checkout.
    public static let locator = BundledResourceLocator(
        bundleName: "RickAndMortyCore_AppRuntime",
        sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources", isDirectory: true)
    )

    /// The demos bundled with AppRuntime; when the bundle is missing, listing them gives a clear error, not a crash.
    public static var bundled: DemoCatalog {
        let directory =
            locator.directory(named: "Demos")
            ?? Bundle.main.bundleURL.appendingPathComponent("RickAndMortyCore_AppRuntime.resources/Demos")
        return DemoCatalog(directory: directory)
    }

    /// The demos' names (file names without `.script`), sorted.
    public func names() throws(DemoCatalogError) -> [String] {
        do {
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            return files.filter { $0.hasSuffix(".\(Self.fileExtension)") }
                .map { String($0.dropLast(Self.fileExtension.count + 1)) }
                .sorted()
        } catch {
            throw .unreadableCatalog(path: directory.path, reason: error.localizedDescription)
        }
    }

    /// Loads a bundled demo by name, or a script file when `nameOrPath` names one (a path or a `.script` file).
    public func load(_ nameOrPath: String) throws(DemoCatalogError) -> DemoScript {
        let names = try names()
        if names.contains(nameOrPath) {
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
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw .unreadableFile(path: path, reason: Self.reason(reading: file))
        }
    }

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
