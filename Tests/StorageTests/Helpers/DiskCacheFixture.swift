import Foundation
import TestSupport

@testable import Storage

/// A directory, a test clock and a way to open `DiskCache`s on them — opening a second one is a restart.
struct DiskCacheFixture {
    let directory: TemporaryDirectory
    let clock = TestClock()

    func open(sizeLimit: Int = 1 << 30) -> DiskCache {
        DiskCache(directory: directory.url, sizeLimit: sizeLimit, now: clock.dateProvider)
    }

    /// The entry file that holds `key`.
    func file(for key: String) -> URL {
        directory.file(EntryDigest(key: key).fileName)
    }

    /// The size of the entry file for `key` holding `payloadSize` bytes.
    static func fileSize(key: String, payloadSize: Int) -> Int {
        EntryFileFormat.headerSize + key.utf8.count + payloadSize
    }

    func contents(of key: String) throws -> Data {
        try Data(contentsOf: file(for: key))
    }

    func overwrite(_ key: String, with data: Data) throws {
        try data.write(to: file(for: key))
    }

    func fileExists(for key: String) -> Bool {
        FileManager.default.fileExists(atPath: file(for: key).path)
    }
}

/// Runs `body` with a fixture in a fresh temporary directory.
func withDiskCacheFixture(_ body: (DiskCacheFixture) async throws -> Void) async throws {
    try await withTemporaryDirectory { directory in
        try await body(DiskCacheFixture(directory: directory))
    }
}
