import Foundation

/// A temporary `--cache-dir` for one test, removed when the test is done with it.
struct CacheDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("AppEndToEnd-cache-\(UUID().uuidString)")
    }

    var path: String { url.path }

    /// `--cache-dir <this>`, to append to a command line.
    var arguments: [String] { ["--cache-dir", path] }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
