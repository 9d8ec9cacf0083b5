import APIReplica
import Testing

@Suite("ReplicaAPI paging")
struct ReplicaAPIPagingTests {
    private let base = "http://127.0.0.1:8080/api"

    @Test func firstPageHasTwentyResultsSortedByIdAndInfoInTheAPIsKeyOrder() async throws {
        let reply = try await makeSUT().reply("/api/character")

        #expect(reply.status == 200)
        #expect(
            reply.text.hasPrefix(#"{"info":{"count":45,"pages":3,"next":"\#(base)/character?page=2","prev":null},"#))
        #expect(reply.resultIDs == Array(1...20))
    }

    @Test func middlePageLinksBothWaysAndKeepsTheTrailingSlash() async throws {
        let reply = try await makeSUT().reply("/api/character/?page=2")

        #expect(reply.resultIDs == Array(21...40))
        #expect(reply.next == "\(base)/character/?page=3")
        #expect(reply.prev == "\(base)/character/?page=1")
    }

    @Test func lastPageHasNoNext() async throws {
        let reply = try await makeSUT().reply("/api/character?page=3")

        #expect(reply.resultIDs == Array(41...45))
        #expect(reply.isNextNull)
        #expect(reply.prev == "\(base)/character?page=2")
    }

    @Test(arguments: ["?page=4", "?page=999999999", "?page=1e1", "?page=Infinity"])
    func aPagePastTheLastIs404WithoutAPeriod(query: String) async throws {
        let reply = try await makeSUT().reply("/api/character" + query)

        #expect(reply.status == 404)
        #expect(reply.text == #"{"error":"There is nothing here"}"#)
    }

    @Test(arguments: [
        "", "?page=", "?page=0", "?page=-1", "?page=abc", "?page=2abc", "?page=1&page=2", "?page[x]=2", "?page=-0x2",
    ])
    func missingZeroNegativeNonNumericOrRepeatedPagesMeanPageOne(query: String) async throws {
        let reply = try await makeSUT().reply("/api/character" + query)

        #expect(reply.status == 200)
        #expect(reply.resultIDs == Array(1...20))
        #expect(reply.isPrevNull)
    }

    @Test(arguments: [("%203", 41...45), ("%20%203%20", 41...45), ("0x2", 21...40), ("2.0", 21...40), ("+2", 21...40)])
    func pagesGoThroughJavaScriptNumberConversion(page: String, ids: ClosedRange<Int>) async throws {
        let reply = try await makeSUT().reply("/api/character?page=\(page)")

        #expect(reply.status == 200)
        #expect(reply.resultIDs == Array(ids))
    }

    @Test func aFractionalPageSkipsPageTimesTwentyMinusTwentyAndLinksByItsIntegerPart() async throws {
        let reply = try await makeSUT().reply("/api/character?page=1.5")

        #expect(reply.resultIDs == Array(11...30))
        #expect(reply.next == "\(base)/character?page=2")
        #expect(reply.isPrevNull)
    }

    @Test func pagingLinksKeepAllowedNonEmptyFiltersTrimmedDecodedAndInRequestOrder() async throws {
        let reply = try await makeSUT().reply(
            "/api/character/?type=%20genetic%20experiment%20&foo=bar&page=1&status=&species=Hum+"
        )
        let second = try await makeSUT().reply("/api/character/?type=genetic+experiment&page=2&species=Hum")

        #expect(reply.count == 21)
        #expect(reply.next == "\(base)/character/?page=2&type=genetic experiment&species=Hum")
        #expect(second.resultIDs == [44])
        #expect(second.prev == "\(base)/character/?page=1&type=genetic experiment&species=Hum")
        #expect(second.isNextNull)
    }

    @Test func pagingLinksDropUnknownKeysAndThePageKey() async throws {
        let reply = try await makeSUT().reply("/api/character?foo=1&status=a&type=&page=1&species=%20hum%20")

        #expect(reply.count == 30)
        #expect(reply.next == "\(base)/character?page=2&status=a&species=hum")
    }

    @Test func otherResourcesPageTheSameWay() async throws {
        let sut = try makeSUT()

        let locations = await sut.reply("/api/location/")
        let episodes = await sut.reply("/api/episode")

        #expect(locations.count == 4)
        #expect(locations.pages == 1)
        #expect(locations.isNextNull)
        #expect(episodes.resultIDs == [1, 2, 3])
    }

    private func makeSUT() throws -> ReplicaAPI {
        try SmallUniverse.makeAPI()
    }
}
