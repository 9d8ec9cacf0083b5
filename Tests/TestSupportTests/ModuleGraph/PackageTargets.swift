import Foundation
import TestSupport

/// The package's targets as `swift package dump-package` declares them: name, kind, folder and dependencies.
struct PackageTargets {
    /// One target of the manifest.
    struct Target: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [String]

        private enum Key: String, CodingKey {
            case name, type, path, dependencies
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            path = try container.decodeIfPresent(String.self, forKey: .path)
            // Each dependency is {"byName": [name, condition]}, {"target": [...]} or {"product": [...]}.
            let dependencies = try container.decode([[String: [Dependency?]]].self, forKey: .dependencies)
            self.dependencies = dependencies.compactMap { $0.values.first?.first??.name }
        }
    }

    /// The first element of a dependency's array: its name.
    private struct Dependency: Decodable {
        var name: String?

        init(from decoder: any Decoder) throws {
            name = try? decoder.singleValueContainer().decode(String.self)
        }
    }

    private struct Manifest: Decodable {
        var targets: [Target]
    }

    let targets: [Target]

    /// The targets of the package at `root`, or nil when no `swift` executable is on `PATH` or it cannot dump the
    /// manifest (then the check is skipped, not failed).
    static func dumped(packageAt root: URL) -> PackageTargets? {
        guard let swift = executable(named: "swift"), let scratch = try? TemporaryDirectory() else { return nil }
        defer { scratch.remove() }
        let process = Process()
        process.executableURL = swift
        // A scratch folder of its own: the package's `.build` is locked by the `swift test` running this test.
        process.arguments = [
            "package", "--package-path", root.path, "--scratch-path", scratch.url.path, "dump-package",
        ]
        // A home of its own too: SwiftPM keeps caches (manifests, clang modules) in HOME, and a test never writes into
        // the user's.
        var environment = ProcessInfo.processInfo.environment
        for key in ["XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] {
            environment[key] = nil
        }
        environment["HOME"] = scratch.url.appendingPathComponent("home").path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
        else { return nil }
        return PackageTargets(targets: manifest.targets)
    }

    /// The first executable called `name` on `PATH`.
    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
