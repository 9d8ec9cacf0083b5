import Foundation
import Testing

@testable import APIReplica

@Suite("Dataset digest")
struct DatasetDigestTests {
    @Test func theSameFilesHaveTheSameDigestAndAnyEditChangesIt() {
        let files = [Data(#"[{"id":1,"name":"Rick Sanchez"}]"#.utf8), Data("[]".utf8), Data("[]".utf8)]
        var edited = files
        edited[0] = Data(#"[{"id":1,"name":"Rick Sanchex"}]"#.utf8)

        #expect(DatasetDigest.digest(of: files) == DatasetDigest.digest(of: files))
        #expect(DatasetDigest.digest(of: files) != DatasetDigest.digest(of: edited))
    }

    @Test func bytesMovedFromOneFileToTheNextChangeTheDigest() {
        let split = [Data("ab".utf8), Data("c".utf8)]
        let moved = [Data("a".utf8), Data("bc".utf8)]

        #expect(DatasetDigest.digest(of: split) != DatasetDigest.digest(of: moved))
    }
}
