import APIReplica
import Foundation
import Testing

@Suite("ReplicaAPI single and multiple ids")
struct ReplicaAPIItemTests {
    @Test(arguments: ["5", "5/", "0005", "5.0", "%205", "0x5", "5e0"])
    func aSingleIdAnswersTheBareObject(id: String) async throws {
        let reply = try await makeSUT().reply("/api/character/\(id)")

        #expect(reply.status == 200)
        #expect(reply.object["id"] as? Int == 5)
        #expect(reply.object["info"] == nil)
    }

    @Test(arguments: [
        ("1,2,3", [1, 2, 3]),
        ("3,1,2,2", [1, 2, 3]),
        ("[1,2,3]", [1, 2, 3]),
        ("%5B1,2,3%5D", [1, 2, 3]),
        ("%5B3,%201,3%5D", [1, 3]),
        ("[5]", [5]),
        ("1,999", [1]),
        ("1,", [1]),
        ("[999]", []),
        ("[0]", []),
        ("[\"2\",\"1\"]", [1, 2]),
        ("[true,null,\"\"]", [1]),
        ("[1.5,2]", [2]),
    ])
    func severalIdsAnswerABareArraySortedDedupedWithoutUnknownIds(id: String, ids: [Int]) async throws {
        let reply = try await makeSUT().reply("/api/character/\(id)")

        #expect(reply.status == 200)
        #expect(reply.json is [Any])
        #expect(reply.arrayIDs == ids)
    }

    @Test(arguments: ["[1,abc]", "x[1]", "1,2]", "[1,2", "[]", "]", "[", "%5B1%2C%5D"])
    func malformedArraysAreBadArray500(id: String) async throws {
        let reply = try await makeSUT().reply("/api/character/\(id)")

        #expect(reply.status == 500)
        #expect(reply.text == #"{"error":"Bad... bad array :/"}"#)
    }

    @Test(arguments: ["abc", ",", "%2C", "Infinity", "-", "%20"])
    func anIdThatIsNotANumberAsksForAnId(id: String) async throws {
        let reply = try await makeSUT().reply("/api/character/\(id)")

        #expect(reply.status == 500)
        #expect(reply.text == #"{"error":"Hey! you must provide an id"}"#)
    }

    @Test(arguments: [
        ("12abc", #"Cast to Number failed for value "12abc" (type string) at path "id" for model "Character""#),
        ("1,abc", #"Cast to Number failed for value "NaN" (type number) at path "id" for model "Character""#),
        ("[\"x\"]", #"Cast to Number failed for value "x" (type string) at path "id" for model "Character""#),
        ("[[1]]", #"Cast to Number failed for value "[1]" (type Array) at path "id" for model "Character""#),
    ])
    func anIdThatDoesNotCastToANumberIsA500CastError(id: String, message: String) async throws {
        let reply = try await makeSUT().reply("/api/character/\(id)")

        #expect(reply.status == 500)
        #expect(reply.error == message)
    }

    @Test(arguments: [
        ("character", "0", "Character not found"),
        ("character", "-1", "Character not found"),
        ("character", "46", "Character not found"),
        ("character", "1.5", "Character not found"),
        ("location", "999", "Location not found"),
        ("episode", "4", "Episode not found"),
    ])
    func anUnknownIdIs404NamingTheResource(resource: String, id: String, message: String) async throws {
        let reply = try await makeSUT().reply("/api/\(resource)/\(id)")

        #expect(reply.status == 404)
        #expect(reply.error == message)
    }

    @Test func anIdThatIsNotValidPercentEncodingIsA400() async throws {
        let reply = try await makeSUT().reply("/api/character/%E0%A4%A")

        #expect(reply.status == 400)
        #expect(reply.error == "Failed to decode param '%E0%A4%A'")
    }

    @Test func objectsAreServedWithTheirStoredKeysInOrderAndTheBaseURLRewritten() async throws {
        let reply = try await makeSUT().reply("/api/character/7")
        let stored = CompactJSONText.minified(Data(SmallUniverse.character(7).utf8))
        let expected = CompactJSONText.replacing(
            "https://rickandmortyapi.com/api",
            with: "http://127.0.0.1:8080/api",
            in: stored
        )

        #expect(Array(reply.response.body) == expected)
        #expect(!reply.text.contains("rickandmortyapi.com"))
        #expect(reply.text.contains(#""image":"http://127.0.0.1:8080/api/character/avatar/7.jpeg""#))
    }

    @Test func nonASCIITextIsServedAsUTF8() async throws {
        let sut = try makeSUT()

        let character = await sut.reply("/api/character/7")
        let episode = await sut.reply("/api/episode/3")

        #expect(character.text.contains(#""name":"Morty’s Clone (J19ζ7)""#))
        #expect(character.object["name"] as? String == "Morty’s Clone (J19ζ7)")
        #expect(episode.text.contains("Morty’s Story"))
    }

    private func makeSUT() throws -> ReplicaAPI {
        try SmallUniverse.makeAPI()
    }
}
