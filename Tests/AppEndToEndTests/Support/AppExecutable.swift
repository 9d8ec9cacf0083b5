import Foundation

/// Finds an executable SwiftPM built next to this test bundle (`.build/<config>/App`, or a preview).
enum AppExecutable {
    struct NotFound: Error, CustomStringConvertible {
        let name: String
        let searched: [String]
        var description: String {
            "the built \(name) executable was not found in: \(searched.joined(separator: ", "))"
        }
    }

    static func url(named name: String = "App") throws -> URL {
        let candidates = searchDirectories()
        for directory in candidates {
            let file = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: file.path)
            {
                return file
            }
        }
        throw NotFound(name: name, searched: candidates.map(\.path))
    }

    /// The names of every feature preview built beside the App (`CharactersPreview`, ...).
    static func previews() -> [String] {
        guard let directory = try? url().deletingLastPathComponent(),
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { name in
            name.hasSuffix("Preview")
                && FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent(name).path)
        }
        .sorted()
    }

    // On Linux the test runner is `.build/<config>/<Package>PackageTests.xctest`; on macOS it runs inside
    // that bundle (`.../PackageTests.xctest/Contents/MacOS`), so its parents are searched as well.
    private static func searchDirectories() -> [URL] {
        var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? ".")]
        if let executable = Bundle.main.executableURL {
            starts.append(executable)
        }
        var directories: [URL] = []
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<4 {
                directory = directory.deletingLastPathComponent()
                if !directories.contains(directory) {
                    directories.append(directory)
                }
            }
        }
        return directories
    }
}
