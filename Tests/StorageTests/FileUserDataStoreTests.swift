import Foundation
import Storage
import StorageCrashWriter
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("FileUserDataStore")
struct FileUserDataStoreTests {
    @Test func whatIsStoredReadsBackAndNilRemovesIt() async throws {
        try await withTemporaryDirectory { directory in
            let sut = FileUserDataStore(directory: directory.url.appendingPathComponent("made/on/first/write"))

            #expect(try sut.data(forKey: "favorites") == nil)
            try sut.setData(Data([1, 2, 3]), forKey: "favorites")
            #expect(try sut.data(forKey: "favorites") == Data([1, 2, 3]))
            try sut.setData(nil, forKey: "favorites")
            #expect(try sut.data(forKey: "favorites") == nil)
        }
    }

    @Test func eachFeatureHasKeysOfItsOwn() async throws {
        try await withTemporaryDirectory { directory in
            let sut = FileUserDataStore(directory: directory.url)

            try sut.scoped(to: "characters").setData(Data([1]), forKey: "favorites")
            try sut.scoped(to: "episodes").setData(Data([2]), forKey: "favorites")

            #expect(try sut.scoped(to: "characters").data(forKey: "favorites") == Data([1]))
            #expect(try sut.scoped(to: "episodes").data(forKey: "favorites") == Data([2]))
        }
    }

    @Test func aKeyNeverLeavesTheDirectory() async throws {
        try await withTemporaryDirectory { directory in
            let sut = FileUserDataStore(directory: directory.url.appendingPathComponent("store"))

            try sut.setData(Data([9]), forKey: "../../escape")

            #expect(try sut.data(forKey: "../../escape") == Data([9]))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["store"])
        }
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorNamingTheKeyAndThePath() async throws {
        try await withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
            let blocker = directory.url.appendingPathComponent("file")
            try Data([0]).write(to: blocker)
            let sut = FileUserDataStore(directory: blocker)

            #expect {
                try sut.setData(Data([1]), forKey: "favorites")
            } throws: { error in
                guard case UserDataError.unwritable(let key, let path, _) = error else { return false }
                return key == "favorites" && path.hasPrefix(blocker.path)
            }
        }
    }

    @Test func concurrentUpdatesThroughSeparateStoresLoseNoChange() async throws {
        try await withTemporaryDirectory { directory in
            // Each task opens the lock file on its own, as another process would: `flock` makes them take turns.
            await withTaskGroup(of: Void.self) { group in
                for id in 1...40 {
                    group.addTask {
                        let store = FileUserDataStore(directory: directory.url)
                        _ = try? store.update(forKey: "ids") { data in
                            let text = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
                            return Data((text.isEmpty ? "\(id)" : "\(text),\(id)").utf8)
                        }
                    }
                }
            }

            let stored = try FileUserDataStore(directory: directory.url).data(forKey: "ids") ?? Data()
            let ids = String(decoding: stored, as: UTF8.self).split(separator: ",").compactMap { Int($0) }
            #expect(ids.sorted() == Array(1...40))
        }
    }

    @Test func anUpdateReturningNilRemovesTheKey() async throws {
        try await withTemporaryDirectory { directory in
            let sut = FileUserDataStore(directory: directory.url)
            try sut.setData(Data("1".utf8), forKey: "ids")

            let changed = try sut.update(forKey: "ids") { _ in nil }

            #expect(changed == nil)
            #expect(try sut.data(forKey: "ids") == nil)
        }
    }

    @Test func twoProcessesWritingTheSameKeysNeverLeaveAPartialValue() async throws {
        try await withTemporaryDirectory { directory in
            let executable = try #require(CrashWriter.executable, "StorageCrashWriter is not beside the test bundle")
            let writers = try (0..<2).map { _ in try startWriter(executable, directory: directory.url) }
            defer {
                for writer in writers where writer.isRunning {
                    kill(writer.processIdentifier, SIGKILL)
                    writer.waitUntilExit()
                }
            }
            let sut = FileUserDataStore(directory: directory.url)
            var intact = 0
            for round in 0..<2_000 {
                let key = CrashWriterPayload.key(round % 4)
                if let data = try sut.data(forKey: key) {
                    #expect(CrashWriterPayload.isIntact(data, key: key), "user data \(key) is partial")
                    intact += 1
                }
            }
            let stillWriting = writers.filter { $0.isRunning }.count
            #expect(stillWriting == 2, "both writers were still writing")
            #expect(intact > 0)
        }
    }

    // Returns once the writer has stored its first value (it prints each write's number after the write), so the
    // reads overlap the writes however slowly the process starts; its later lines are drained and dropped.
    private func startWriter(_ executable: URL, directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--user-data", directory.path, "4"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        _ = output.fileHandleForReading.availableData
        output.fileHandleForReading.readabilityHandler = { handle in
            if handle.availableData.isEmpty {
                handle.readabilityHandler = nil
            }
        }
        return process
    }
}
