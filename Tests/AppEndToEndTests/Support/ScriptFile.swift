import Foundation

/// A script (or any text) in a temporary file, removed when the test is done with it.
struct ScriptFile {
    let url: URL

    init(_ text: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("AppEndToEnd-\(UUID().uuidString).script")
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    var path: String { url.path }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
