import Foundation
import TestSupport

/// `App web` running on a free port with data and cache folders of its own (and `--verbose`, so its requests to
/// the API are counted from its log), stopped by `stop()`.
final class WebApp {
    let url: URL
    private let app: RunningApp
    private let folder: URL

    /// Starts `App web` on the bundled sample, or on the dataset in `dataset`.
    init(dataset: URL? = nil, arguments: [String] = [], executable: String = "App") async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-app-\(UUID().uuidString)")
        var all = ["web", "--verbose", "--data-dir", folder.appendingPathComponent("data").path]
        if executable == "App" {
            all += ["--cache-dir", folder.appendingPathComponent("cache").path]
        }
        all += dataset.map { ["--dataset", $0.path] } ?? []
        app = try RunningApp(all + arguments, executable: executable)
        guard let line = await app.nextLine(), let url = URL(string: line) else {
            let ended = await app.terminate()
            throw Chromium.Unavailable(reason: "App web printed no URL: \(ended.standardError)")
        }
        self.url = url
    }

    /// The address of `path` on the App, such as `/characters`.
    func address(_ path: String) -> String {
        String(url.absoluteString.dropLast(url.absoluteString.hasSuffix("/") ? 1 : 0)) + path
    }

    /// Stops the App; returns what it logged on stderr.
    @discardableResult
    func stop() async -> String {
        let ended = await app.terminate()
        try? FileManager.default.removeItem(at: folder)
        return ended.standardError
    }
}
