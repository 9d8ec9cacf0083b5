import Foundation
import Testing

@testable import Storage

@Suite("DiskCache keys cannot reach outside the cache directory")
struct DiskCacheKeySafetyTests {
    @Test func hostileKeysOnlyEverCreateEntryFilesDirectlyInTheCacheDirectory() async throws {
        try await withTemporaryDirectory { root in
            let keys = Self.hostileKeys(outsideTarget: root.file("outside").path)
            let sut = DiskCache(directory: root.url.appendingPathComponent("cache", isDirectory: true))

            for (index, key) in keys.enumerated() {
                try sut.store(Data("value \(index)".utf8), forKey: key, expiresAt: nil)
            }

            let expectedFiles = Set(keys.map { "cache/" + EntryDigest(key: $0).fileName })
            #expect(Set(Self.tree(under: root.url)) == expectedFiles.union(["cache"]))
            #expect(
                expectedFiles.count == keys.count, "every key, even those differing only by a NUL, has its own file")
            for (index, key) in keys.enumerated() {
                #expect(try sut.entry(forKey: key)?.data == Data("value \(index)".utf8), "key #\(index)")
            }
        }
    }

    @Test func removingHostileKeysRemovesNothingOutside() async throws {
        try await withTemporaryDirectory { root in
            let victim = root.file("victim")
            try FileManager.default.createDirectory(at: root.url, withIntermediateDirectories: true)
            try Data("keep me".utf8).write(to: victim)
            let sut = DiskCache(directory: root.url.appendingPathComponent("cache", isDirectory: true))

            for key in Self.hostileKeys(outsideTarget: victim.path) + ["../victim", victim.path] {
                try sut.removeEntry(forKey: key)
            }
            try sut.removeAll()

            #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
        }
    }

    // MARK: - Helpers

    private static func hostileKeys(outsideTarget: String) -> [String] {
        [
            "../escaped", "../../escaped", "a/../../escaped", outsideTarget, "/etc/passwd", "..", ".", "", "/",
            "key", "key\u{0}", "\u{0}", "../\u{0}../escaped", "key\u{0}/../../escaped",
            String(repeating: "k", count: 10 * 1024), String(repeating: "../", count: 3_500) + "escaped",
            "dir/sub/file", #"..\..\escaped"#, "~/escaped", "%2e%2e%2fescaped", "line\nbreaks\r\n", "😀/../😀",
        ]
    }

    /// Every path below `root`, hidden files included, relative to it.
    private static func tree(under root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            paths.append(path)
        }
        return paths
    }
}
