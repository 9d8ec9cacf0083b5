import Foundation
import Storage
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("FileUserDataStore: a file kept as found")
struct FileUserDataStoreKeepingTests {
    @Test func aFileOverTheCapIsRefusedUnreadNamingTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let (sut, file) = try makeSUT(directory)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()

            let error = #expect(throws: UserDataError.self) { try sut.data(forKey: "favorites") }

            #expect(error == .tooLarge(key: "favorites", path: file.path, size: 1 << 30, limit: 16 << 20))
            #expect(error?.description.contains(file.path) == true)
        }
    }

    @Test func aSymbolicLinkIsFollowedAndKept() async throws {
        try await withTemporaryDirectory { directory in
            let (sut, file) = try makeSUT(directory)
            let target = directory.url.appendingPathComponent("dotfiles/favorites.json")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("[1]".utf8).write(to: target)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(
                atPath: file.path, withDestinationPath: "dotfiles/favorites.json")

            try sut.setData(Data("[1,2]".utf8), forKey: "favorites")

            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "dotfiles/favorites.json")
            #expect(try Data(contentsOf: target) == Data("[1,2]".utf8))
            #expect(try sut.data(forKey: "favorites") == Data("[1,2]".utf8))
            try sut.setData(nil, forKey: "favorites")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "dotfiles/favorites.json")
            #expect(try sut.data(forKey: "favorites") == nil)
        }
    }

    @Test func aWriteKeepsTheFilesMode() async throws {
        try await withTemporaryDirectory { directory in
            let (sut, file) = try makeSUT(directory)
            chmod(file.path, 0o640)

            try sut.setData(Data("[2]".utf8), forKey: "favorites")

            #expect(try permissions(of: file) == 0o640)
        }
    }

    @Test func aReadOnlyFileIsLeftAsItIsAndTheWriteRefusedNamingIt() async throws {
        try await withTemporaryDirectory { directory in
            let (sut, file) = try makeSUT(directory)
            chmod(file.path, 0o444)
            defer { chmod(file.path, 0o644) }

            let error = #expect(throws: UserDataError.self) { try sut.setData(Data("[2]".utf8), forKey: "favorites") }

            #expect(error?.description.contains(file.path) == true)
            #expect(error?.description.contains("read-only") == true)
            #expect(try permissions(of: file) == 0o444)
            #expect(try Data(contentsOf: file) == Data("[1]".utf8))
        }
    }

    @Test func whatAKilledWriterLeftIsSweptByTheNextWrite() async throws {
        try await withTemporaryDirectory { directory in
            let executable = try #require(CrashWriter.executable, "StorageCrashWriter is not beside the test bundle")
            for round in 0..<5 {
                _ = try CrashWriter.runThenKill(
                    executable, directory: directory.url, userData: true, afterWrites: 20 + round)
            }
            let (sut, _) = try makeSUT(directory)

            try sut.setData(Data("[3]".utf8), forKey: "favorites")

            let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            #expect(names.allSatisfy { $0.hasSuffix(".data") || $0.hasSuffix(".lock") }, "left: \(names)")
        }
    }

    // The store, with "[1]" stored under `favorites`, and that key's file.
    private func makeSUT(_ directory: TemporaryDirectory) throws -> (FileUserDataStore, URL) {
        let sut = FileUserDataStore(directory: directory.url)
        try sut.setData(Data("[1]".utf8), forKey: "favorites")
        return (sut, URL(fileURLWithPath: sut.location(ofKey: "favorites")))
    }

    private func permissions(of file: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) ?? -1
    }
}
