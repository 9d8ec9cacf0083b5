import Foundation

/// Finds a folder SwiftPM copied into a resource bundle, without `Bundle.module`, which stops a process missing it.
public struct BundledResourceLocator: Sendable {
    /// The resource bundle's name without extension, such as `RickAndMortyCore_APIReplica`.
    public let bundleName: String
    /// The folder in the source tree that holds the same resources (the fallback).
    public let sourceDirectory: URL

    /// Creates a locator for the bundle `bundleName`, falling back to `sourceDirectory`.
    public init(bundleName: String, sourceDirectory: URL) {
        self.bundleName = bundleName
        self.sourceDirectory = sourceDirectory
    }

    /// The resource folder `name`, or nil when neither a bundle nor the source tree has it.
    public func directory(named name: String) -> URL? {
        let fileManager = FileManager.default
        return candidates(for: name).first { url in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Every place `directory(named:)` looks, in order.
    public func candidates(for name: String) -> [URL] {
        var bases = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            bases.append(executable.deletingLastPathComponent())
        }
        bases.append(contentsOf: Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() })
        let bundleFolders = [
            "\(bundleName).resources", "\(bundleName).bundle", "\(bundleName).bundle/Contents/Resources",
        ]
        var urls: [URL] = []
        for base in bases {
            for folder in bundleFolders {
                urls.append(base.appendingPathComponent(folder).appendingPathComponent(name, isDirectory: true))
            }
        }
        urls.append(sourceDirectory.appendingPathComponent(name, isDirectory: true))
        return urls
    }
}
