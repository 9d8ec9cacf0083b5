import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done with it.
public struct TemporaryDirectory {
    /// The folder.
    public let url: URL

    /// Creates a new, empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("Tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to the file `name` in the folder and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
