import Foundation
import TestSupport
import Testing

@Suite("SnapshotLocation")
struct SnapshotLocationTests {
    @Test func directoryIsNilWhenNoAncestorHoldsTheSnapshot() {
        #expect(SnapshotLocation.directory(filePath: "/nonexistent/a/b/c.swift", environment: [:]) == nil)
    }

    @Test func directoryIsNilWhenTheEnvironmentSaysNoneEvenBesideTheSnapshot() throws {
        let snapshot = try Self.makeSnapshotTree()
        defer { try? FileManager.default.removeItem(at: snapshot.root) }
        let hidden = [SnapshotLocation.environmentKey: SnapshotLocation.hiddenValue]

        #expect(SnapshotLocation.directory(filePath: snapshot.sourceFile, environment: [:]) != nil)
        #expect(SnapshotLocation.directory(filePath: snapshot.sourceFile, environment: hidden) == nil)
    }

    @Test func directoryIsTheOneTheEnvironmentNamesWhenItHoldsTheCharacters() throws {
        let snapshot = try Self.makeSnapshotTree()
        defer { try? FileManager.default.removeItem(at: snapshot.root) }
        let named = [SnapshotLocation.environmentKey: snapshot.directory.path]

        let found = SnapshotLocation.directory(filePath: "/nonexistent/a/b/c.swift", environment: named)

        #expect(found?.standardizedFileURL.path == snapshot.directory.standardizedFileURL.path)
    }

    @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
    func directoryWhenFoundHoldsTheThreeResourceFiles() throws {
        let directory = try #require(SnapshotLocation.directory())
        for file in ["characters.json", "episodes.json", "locations.json"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path))
        }
    }

    /// A temporary `root/shared/data/rickandmorty/characters.json` and a source file path inside `root/clone`.
    private static func makeSnapshotTree() throws -> (root: URL, directory: URL, sourceFile: String) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("SnapshotLocationTests-\(UUID().uuidString)", isDirectory: true)
        let directory = root.appendingPathComponent("shared/data/rickandmorty", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: directory.appendingPathComponent("characters.json"))
        return (root, directory, root.appendingPathComponent("clone/Tests/Some/File.swift").path)
    }
}
