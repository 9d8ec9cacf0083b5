import Foundation

/// Finds a folder SwiftPM copied into a resource bundle, without `Bundle.module`, which stops a process missing it.
public struct BundledResourceLocator: Sendable {
    private let bundleName: String
    private let sourceDirectory: URL

    /// Creates a locator for the bundle `bundleName`, falling back to `sourceDirectory`.
    public init(bundleName: String, sourceDirectory: URL) {
        self.bundleName = bundleName
        self.sourceDirectory = sourceDirectory
    }

    /// The resource folder `name`, or nil when neither a bundle nor the source tree has it.
    public func directory(named name: String) -> URL? {
        // Beside the executable and every bundle (`.resources` on Linux, `.bundle` on macOS), then the source tree.
        var bases = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            bases.append(executable.deletingLastPathComponent())
        }
        bases.append(contentsOf: Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() })
        let folders = ["\(bundleName).resources", "\(bundleName).bundle", "\(bundleName).bundle/Contents/Resources"]
        let candidates =
            bases.flatMap { base in folders.map { base.appendingPathComponent($0) } } + [sourceDirectory]
        return candidates.map { $0.appendingPathComponent(name, isDirectory: true) }.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}
