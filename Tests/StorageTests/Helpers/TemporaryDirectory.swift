import Foundation

/// A fresh, uniquely named directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
    }

    var path: String { url.path }

    /// The names of the files in the directory, sorted; empty when it does not exist.
    func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The URL of the file named `name` inside the directory.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh temporary directory and removes it afterwards.
func withTemporaryDirectory<Result>(_ body: (TemporaryDirectory) async throws -> Result) async rethrows -> Result {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    return try await body(directory)
}
