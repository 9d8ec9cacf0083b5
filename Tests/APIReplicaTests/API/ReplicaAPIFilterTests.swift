import APIReplica
import Testing

@Suite("ReplicaAPI filters")
struct ReplicaAPIFilterTests {
    @Test(arguments: [
        ("name=rick", 15),
        ("name=RICK", 15),
        ("status=alive", 15),
        ("status=a", 30),
        ("name=rick&status=alive", 15),
        ("name=citizen&status=dead", 14),
        ("species=human", 45),
        ("species=humanoid", 9),
        ("type=parasite", 1),
        ("type=", 45),
        ("name=%20%20", 45),
        ("gender=male", 22),
        ("gender=MALE", 22),
        ("gender=female", 22),
        ("gender=genderless", 1),
        ("name=(", 1),
        ("name=.", 1),
        ("name=j19%CE%B67", 1),
        ("name=morty%E2%80%99s", 1),
        ("name=male", 1),
        ("unknownKey=zzz", 45),
    ])
    func charactersMatchCaseInsensitiveLiteralSubstringsCombinedWithAnd(query: String, count: Int) async throws {
        let reply = try await makeSUT().reply("/api/character?\(query)")

        #expect(reply.status == 200)
        #expect(reply.count == count)
    }

    @Test func aValueStartingWithMaleIsAnAnchoredPatternForCharacters() async throws {
        let sut = try makeSUT()

        let males = await sut.reply("/api/character?gender=male&page=2")
        let maleRick = await sut.reply("/api/character?name=male%20r.ck")

        #expect(males.results.allSatisfy { $0["gender"] as? String == "Male" })
        #expect(maleRick.resultIDs == [9])
    }

    @Test func anInvalidMalePatternIsA500() async throws {
        let reply = try await makeSUT().reply("/api/character?name=male(")

        #expect(reply.status == 500)
        #expect(reply.error?.hasPrefix("Invalid regular expression: /^male(/") == true)
    }

    @Test(arguments: ["name=zzz", "gender=male&gender=x", "name=rick&status=unknown"])
    func noMatchIs404WithoutAPeriod(query: String) async throws {
        let reply = try await makeSUT().reply("/api/character?\(query)")

        #expect(reply.status == 404)
        #expect(reply.text == #"{"error":"There is nothing here"}"#)
    }

    @Test(arguments: ["name=a&name=b", "name[]=a", "name[x]=a", "status=a&status=b&page=99"])
    func aRepeatedOrBracketedFilterKeyIsA500(query: String) async throws {
        let reply = try await makeSUT().reply("/api/character?\(query)")

        #expect(reply.status == 500)
        #expect(reply.error == "key.replace is not a function")
    }

    @Test func aRepeatedUnknownKeyIsIgnored() async throws {
        #expect(try await makeSUT().reply("/api/character?foo=a&foo=b").count == 45)
    }

    @Test(arguments: [("type=planet", 2), ("dimension=c-137", 1), ("type=", 4), ("name=earth&type=PLANET", 2)])
    func locationsFilterByNameTypeAndDimension(query: String, count: Int) async throws {
        #expect(try await makeSUT().reply("/api/location?\(query)").count == count)
    }

    @Test func anObjectLackingAFilterFieldNeverAppearsInLists() async throws {
        let sut = try makeSUT()

        let list = await sut.reply("/api/location")
        let hidden = await sut.reply("/api/location/0")

        #expect(list.resultIDs == [1, 2, 3, 4])
        #expect(hidden.text.hasPrefix(#"{"id":0,"name":"unknown","url":"","residents":[]"#))
    }

    @Test(arguments: [("episode=s01", 2), ("episode=S05E01", 1), ("name=morty%E2%80%99s", 1), ("name=male", 0)])
    func episodesFilterByNameAndCodeWithoutTheMaleSpecialCase(query: String, count: Int) async throws {
        let reply = try await makeSUT().reply("/api/episode?\(query)")

        #expect(reply.status == (count == 0 ? 404 : 200))
        #expect((reply.count ?? 0) == count)
    }

    private func makeSUT() throws -> ReplicaAPI {
        try SmallUniverse.makeAPI()
    }
}
