import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done with it.
public struct TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("Tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
