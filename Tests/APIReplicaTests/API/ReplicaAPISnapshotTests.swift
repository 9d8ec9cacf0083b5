import APIReplica
import Foundation
import Testing

@Suite(
    "ReplicaAPI against the full API snapshot", .enabled(if: SnapshotFixture.isAvailable, SnapshotFixture.skipReason))
struct ReplicaAPISnapshotTests {
    private let base = SnapshotFixture.baseURL

    @Test(arguments: [
        ("character", "", 826, 42),
        ("location", "", 126, 7),
        ("episode", "", 51, 3),
        ("character", "name=rick", 107, 6),
        ("character", "status=alive", 439, 22),
        ("character", "status=dead", 287, 15),
        ("character", "status=unknown", 100, 5),
        ("character", "name=rick&status=alive", 29, 2),
        ("character", "gender=male", 610, 31),
        ("character", "gender=Male", 610, 31),
        ("character", "gender=female", 148, 8),
        ("character", "gender=genderless", 19, 1),
        ("character", "gender=unknown", 49, 3),
        ("character", "species=human", 434, 22),
        ("character", "type=parasite", 19, 1),
        ("character", "name=(", 3, 1),
        ("episode", "name=rick", 28, 2),
        ("episode", "episode=S01", 11, 1),
        ("location", "type=planet", 63, 4),
        ("location", "name=earth", 27, 2),
        ("location", "dimension=c-137", 5, 1),
    ])
    func filteredCountsMatchTheReferenceTable(resource: String, query: String, count: Int, pages: Int) async throws {
        let reply = try await SnapshotFixture.api().reply("/api/\(resource)?\(query)")

        #expect(reply.status == 200)
        #expect(reply.count == count)
        #expect(reply.pages == pages)
    }

    @Test func theDocsExampleLinksTheSecondPageWithItsFilters() async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character/?name=rick&status=alive")

        #expect(reply.next == "\(base)/character/?page=2&name=rick&status=alive")
        #expect(reply.isPrevNull)
    }

    @Test func pagingLinksWriteFilterValuesBackDecoded() async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character?species=mythological%20creature&page=2")

        #expect(reply.count == 46)
        #expect(reply.prev == "\(base)/character?page=1&species=mythological creature")
        #expect(reply.next == "\(base)/character?page=3&species=mythological creature")
    }

    @Test func lastCharacterPageLinksBackOnly() async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character?page=42")

        #expect(reply.resultIDs == Array(821...826))
        #expect(reply.isNextNull)
        #expect(reply.prev == "\(base)/character?page=41")
    }

    @Test(arguments: ["?page=43", "?page=999999999", "?name=zzzz"])
    func pagesPastTheEndAndFiltersWithoutMatchAre404WithoutAPeriod(query: String) async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character\(query)")

        #expect(reply.status == 404)
        #expect(reply.text == #"{"error":"There is nothing here"}"#)
    }

    @Test func page1e1IsPageTenLinkedByParseInt() async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character?page=1e1")

        #expect(reply.resultIDs == Array(181...200))
        #expect(reply.next == "\(base)/character?page=2")
        #expect(reply.prev == "\(base)/character?page=0")
    }

    @Test(arguments: [
        ("1,2,3", [1, 2, 3]), ("[1,2,3]", [1, 2, 3]), ("%5B1,2,3%5D", [1, 2, 3]), ("[5]", [5]),
        ("826,1,826", [1, 826]),
    ])
    func severalIdsAnswerTheArray(id: String, ids: [Int]) async throws {
        #expect(try await SnapshotFixture.api().reply("/api/character/\(id)").arrayIDs == ids)
    }

    @Test func aSingleIdAnswersTheObject() async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character/5")

        #expect(reply.object["name"] as? String == "Jerry Smith")
        #expect(reply.object["info"] == nil)
    }

    @Test(arguments: [("character", "827", "Character not found"), ("location", "0", "Location not found")])
    func unknownIdsAre404(resource: String, id: String, message: String) async throws {
        #expect(try await SnapshotFixture.api().reply("/api/\(resource)/\(id)").error == message)
    }

    @Test(arguments: ReplicaResource.allCases)
    func everyObjectIsServedByteForByteAsStoredWithTheBaseRewritten(resource: ReplicaResource) async throws {
        let api = try SnapshotFixture.api()
        let file = try Data(contentsOf: try SnapshotFixture.directory().appendingPathComponent(resource.fileName))
        let stored = CompactJSONText.elements(ofMinifiedArray: CompactJSONText.minified(file))
        let all = await api.reply(
            "/api/\(resource.pathComponent)/" + (0...1_000).map(String.init).joined(separator: ","))

        #expect(stored.count == all.array.count)
        for object in stored {
            let expected = CompactJSONText.replacing("https://rickandmortyapi.com/api", with: base, in: object)
            let id = try #require(try JSONSerialization.jsonObject(with: Data(object)) as? [String: Any])["id"]
            let single = await api.reply("/api/\(resource.pathComponent)/\(try #require(id as? Int))")
            #expect(Array(single.response.body) == expected)
        }
        #expect(!all.text.contains("rickandmortyapi.com"))
    }

    @Test func nonASCIINamesArriveAsUTF8() async throws {
        let api = try SnapshotFixture.api()

        let earth = await api.reply("/api/location?name=J19%CE%B67")
        let arboles = await api.reply("/api/location?name=%C3%A1rboles")

        #expect(earth.results.first?["name"] as? String == "Earth (J19ζ7)")
        #expect(earth.text.contains("Earth (J19ζ7)"))
        #expect(arboles.results.first?["name"] as? String == "Árboles Mentirosos")
    }

    @Test func avatarsAreTheSnapshotsJPEGs() async throws {
        let reply = try await SnapshotFixture.api().reply("/api/character/avatar/1.jpeg")
        let file = try Data(contentsOf: try SnapshotFixture.directory().appendingPathComponent("avatars/1.jpeg"))

        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "image/jpeg")
        #expect(reply.response.body == file)
        #expect(try await SnapshotFixture.api().reply("/api/character/avatar/9999.jpeg").status == 404)
    }
}
