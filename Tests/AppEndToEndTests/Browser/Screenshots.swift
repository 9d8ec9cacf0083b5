import Foundation

/// Where the browser suite keeps its screenshots: `$RICKANDMORTY_SCREENSHOTS`, else `.build/browser-screenshots`.
enum Screenshots {
    static var folder: URL {
        if let explicit = ProcessInfo.processInfo.environment["RICKANDMORTY_SCREENSHOTS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 {
            root.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/browser-screenshots", isDirectory: true)
    }

    /// Saves a PNG of the browser's window as `name.png`.
    static func save(_ browser: WebDriver, as name: String) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await browser.screenshot().write(to: folder.appendingPathComponent("\(name).png"))
    }
}
