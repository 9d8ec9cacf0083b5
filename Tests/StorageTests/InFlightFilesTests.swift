import Foundation
import Testing

@testable import Storage

@Suite("InFlightFiles")
struct InFlightFilesTests {
    @Test func abandoningRemovesTheFilesBeingWrittenAndCreatesNoneLater() async throws {
        try await withTemporaryDirectory { directory in
            let sut = InFlightFiles()
            try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
            let (writing, done, later) = (file("a", in: directory), file("b", in: directory), file("c", in: directory))
            let descriptors = try [writing, done].map { path in
                try sut.create(path) { () throws(SystemCallError) in try Self.open(path) }
            }
            sut.end(done)

            sut.abandonAll()

            #expect(try sut.create(later) { () throws(SystemCallError) in try Self.open(later) } == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["b"])
            descriptors.compactMap { $0 }.forEach { close($0) }
        }
    }

    private static func open(_ path: String) throws(SystemCallError) -> Int32 {
        try FileSystemCalls.openFile(path, flags: O_WRONLY | O_CREAT | O_EXCL, permissions: 0o644)
    }

    private func file(_ name: String, in directory: TemporaryDirectory) -> String {
        directory.url.appendingPathComponent(name).path
    }
}
