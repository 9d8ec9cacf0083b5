import APIReplica
import Foundation
import TestSupport
import Testing

@Suite(
    "Replica conformance over the wire (full snapshot)",
    .enabled(if: WireReplica.snapshotIsAvailable, WireReplica.snapshotMissing),
    .hangGuard
)
struct ReplicaWireConformanceTests {
    @Test func theDocsFilterExampleGives29ResultsOverTwoLinkedPages() async throws {
        let replica = try WireReplica.snapshotReplica()
        let client = WireClient()

        let first = try await client.send(try replica.url("/api/character/?name=rick&status=alive"))
        let nextURL = try #require(first.next.flatMap(URL.init(string:)))
        let second = try await client.send(nextURL)

        #expect(first.info["count"] as? Int == 29)
        #expect(first.info["pages"] as? Int == 2)
        #expect(first.resultIDs.count == 20)
        #expect(first.next == "\(replica.apiBase)/character/?page=2&name=rick&status=alive")
        #expect(first.info["prev"] is NSNull)
        #expect(second.resultIDs.count == 9)
        #expect(second.info["next"] is NSNull)
        #expect(second.prev == "\(replica.apiBase)/character/?page=1&name=rick&status=alive")
        let results = first.results + second.results
        #expect(Set(results.compactMap { $0["id"] as? Int }).count == 29)
        #expect(results.allSatisfy { ($0["name"] as? String)?.lowercased().contains("rick") == true })
        #expect(results.allSatisfy { $0["status"] as? String == "Alive" })
    }

    @Test func severalIdsAnswerABareArraySortedById() async throws {
        let replica = try WireReplica.snapshotReplica()

        let reply = try await WireClient().send(try replica.url("/api/character/3,1,2"))

        #expect(reply.status == 200)
        #expect(reply.array.compactMap { $0["id"] as? Int } == [1, 2, 3])
        #expect(reply.array.compactMap { $0["name"] as? String } == ["Rick Sanchez", "Morty Smith", "Summer Smith"])
    }

    @Test(arguments: [
        WireError("GET", "/api/character?page=43", 404, "There is nothing here"),
        WireError("GET", "/api/character?page=999999999", 404, "There is nothing here"),
        WireError("GET", "/api/character?name=zzzz", 404, "There is nothing here"),
        WireError("GET", "/api/character/avatar", 404, "There is nothing here"),
        WireError("GET", "/api/foo", 404, "There is nothing here."),
        WireError("GET", "/api/character/1/extra", 404, "There is nothing here."),
        WireError("GET", "/api/character/avatar/9999.jpeg", 404, "There is nothing here."),
        WireError("POST", "/api/character", 404, "There is nothing here."),
        WireError("DELETE", "/api/character/1", 404, "There is nothing here."),
        WireError("GET", "/api/character/827", 404, "Character not found"),
        WireError("GET", "/api/location/0", 404, "Location not found"),
        WireError("GET", "/api/episode/52", 404, "Episode not found"),
        WireError("GET", "/api/character/%5B1,abc%5D", 500, "Bad... bad array :/"),
        WireError("GET", "/api/character/%5B%5D", 500, "Bad... bad array :/"),
        WireError("GET", "/api/character/abc", 500, "Hey! you must provide an id"),
        WireError("GET", "/api/character?name=a&name=b", 500, "key.replace is not a function"),
        WireError(
            "GET", "/api/character/12abc", 500,
            #"Cast to Number failed for value "12abc" (type string) at path "id" for model "Character""#),
    ])
    func errorsArriveWithTheStatusAndBodyOfAPIMD(expected: WireError) async throws {
        let replica = try WireReplica.snapshotReplica()

        let reply = try await WireClient().send(try replica.url(expected.target), method: expected.method)

        #expect(reply.status == expected.status)
        #expect(reply.header("Content-Type") == "application/json; charset=utf-8")
        #expect(reply.body == expected.body)
    }

    @Test func avatarsAreServedAsJPEGByteIdenticalToTheSnapshotFiles() async throws {
        let replica = try WireReplica.snapshotReplica()
        let client = WireClient()
        let avatars = try #require(SnapshotLocation.directory()).appendingPathComponent("avatars")

        for id in Array(stride(from: 1, through: 826, by: 25)) + [826] {
            let reply = try await client.send(try replica.url("/api/character/avatar/\(id).jpeg"))

            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "image/jpeg")
            #expect(reply.header("Cache-Control") == "public, max-age=0")
            #expect(reply.body == (try Data(contentsOf: avatars.appendingPathComponent("\(id).jpeg"))), "avatar \(id)")
        }
    }

    @Test(arguments: ReplicaResource.allCases)
    func nonASCIINamesArriveIntactAsUTF8(resource: ReplicaResource) async throws {
        let replica = try WireReplica.snapshotReplica()
        let records = try #require(WireReplica.snapshot).get().records(of: resource)
            .filter { !$0.name.unicodeScalars.allSatisfy(\.isASCII) }
        guard !records.isEmpty else { return }
        let ids = records.map { String($0.id) }.joined(separator: ",")

        let reply = try await WireClient().send(
            try replica.url("/api/\(resource.pathComponent)/[\(ids)]".percentEncodedBrackets))

        #expect(reply.array.compactMap { $0["name"] as? String } == records.map(\.name))
        for record in records {
            #expect(reply.body.range(of: Data(record.name.utf8)) != nil, "\(record.name) as UTF-8 bytes")
        }
    }
}

/// One error answer API.md describes: the request and the exact status and body it gets.
struct WireError: Sendable, CustomTestStringConvertible {
    let method: String
    let target: String
    let status: Int
    let message: String

    init(_ method: String, _ target: String, _ status: Int, _ message: String) {
        self.method = method
        self.target = target
        self.status = status
        self.message = message
    }

    /// `{"error":"<message>"}` as the server writes it (no escaping needed for these messages but the quotes).
    var body: Data {
        Data(#"{"error":"\#(message.replacingOccurrences(of: "\"", with: "\\\""))"}"#.utf8)
    }

    var testDescription: String { "\(method) \(target)" }
}

extension String {
    fileprivate var percentEncodedBrackets: String {
        replacingOccurrences(of: "[", with: "%5B").replacingOccurrences(of: "]", with: "%5D")
    }
}
