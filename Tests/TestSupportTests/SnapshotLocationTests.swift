import Foundation
import TestSupport
import Testing

@Suite("SnapshotLocation")
struct SnapshotLocationTests {
    @Test func directoryIsNilWhenNoAncestorHoldsTheSnapshot() {
        #expect(SnapshotLocation.directory(filePath: "/nonexistent/a/b/c.swift") == nil)
    }

    @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
    func directoryWhenFoundHoldsTheThreeResourceFiles() throws {
        let directory = try #require(SnapshotLocation.directory())
        for file in ["characters.json", "episodes.json", "locations.json"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path))
        }
    }
}
