import APIReplica
import Foundation
import TestSupport
import Testing

@Suite(
    "Replica over the wire: HEAD and many clients (full snapshot)",
    .enabled(if: WireReplica.snapshotIsAvailable, WireReplica.snapshotMissing),
    .hangGuard
)
struct ReplicaWireHeadAndLoadTests {
    @Test(arguments: ["/api/character?page=2", "/api/character/1", "/api/character/avatar/1.jpeg"])
    func headAnswersLikeGetWithoutABodyOnTheWire(target: String) async throws {
        let replica = try WireReplica.snapshotReplica()

        let (head, get) = try await onDedicatedThread {
            let client = try RawHTTPClient(port: replica.port)
            try client.sendRequest("HEAD", target)
            let head = try client.readResponse(expectsBody: false)
            // Were any body bytes sent after the HEAD answer, this GET's answer would not parse.
            return (head, try client.get(target))
        }

        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(get.status == 200)
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        #expect(head.header("ETag") == get.header("ETag"))
    }

    @Test func thirtyTwoConcurrentClientsEachGetTheirPagesRight() async throws {
        let replica = try WireReplica.snapshotReplica()
        let ids = try #require(WireReplica.snapshot).get().characters.map(\.id)
        let pageCount = (ids.count + 19) / 20

        let pages = try await withThrowingTaskGroup(of: (Int, WireClient.Reply).self) { group in
            for client in 0..<32 {
                group.addTask {
                    let page = client % pageCount + 1
                    return (page, try await WireClient().send(try replica.url("/api/character?page=\(page)")))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(pages.count == 32)
        for (page, reply) in pages {
            #expect(reply.status == 200)
            #expect(reply.info["count"] as? Int == ids.count)
            #expect(reply.resultIDs == Array(ids[((page - 1) * 20)..<min(page * 20, ids.count)]), "page \(page)")
        }
    }
}
