import APIReplica
import Foundation
import Testing

@Suite("ReplicaAPI routing, methods and headers")
struct ReplicaAPIRoutingTests {
    @Test(arguments: ["/api", "/api/", "http://127.0.0.1:8080/api", "/api?page=2"])
    func indexListsTheResourcesInTheAPIsKeyOrderWithTheReplicaBase(target: String) async throws {
        let reply = try await makeSUT().reply(target)

        #expect(reply.status == 200)
        #expect(
            reply.text == #"{"characters":"http://127.0.0.1:8080/api/character","#
                + #""locations":"http://127.0.0.1:8080/api/location","episodes":"http://127.0.0.1:8080/api/episode"}"#
        )
    }

    @Test(arguments: [
        "/", "/apix", "/api/foo", "/api/character/1/extra", "/api//character", "/api/character//", "/graphql",
        "/api/Character", "/api/character/avatar/1.jpeg/",
    ])
    func unknownRoutesGetTheCatchAll404WithAPeriod(target: String) async throws {
        let reply = try await makeSUT().reply(target)

        #expect(reply.status == 404)
        #expect(reply.text == #"{"error":"There is nothing here."}"#)
    }

    @Test(arguments: ["POST", "PUT", "PATCH", "DELETE"])
    func nonGETMethodsGetTheCatchAll404EvenOnValidRoutes(method: String) async throws {
        let reply = try await makeSUT().reply("/api/character/1", method: method)

        #expect(reply.status == 404)
        #expect(reply.error == "There is nothing here.")
    }

    @Test(arguments: ["/api", "/api/character?page=2", "/api/character/1,2", "/api/character/abc", "/api/nope"])
    func headAnswersExactlyLikeGET(target: String) async throws {
        let sut = try makeSUT()

        let head = await sut.reply(target, method: "HEAD")
        let get = await sut.reply(target)

        #expect(head.response == get.response)
    }

    @Test func optionsIsAPreflightAnsweredWith204AndTheAllowedMethods() async throws {
        let reply = try await makeSUT().reply(
            "/api/character",
            method: "OPTIONS",
            headers: [("Access-Control-Request-Headers", "x-trace")]
        )

        #expect(reply.status == 204)
        #expect(reply.response.body.isEmpty)
        #expect(reply.header("Access-Control-Allow-Methods") == "GET,HEAD,PUT,PATCH,POST,DELETE")
        #expect(reply.header("Access-Control-Allow-Headers") == "x-trace")
        #expect(reply.header("Access-Control-Allow-Origin") == "*")
    }

    @Test(arguments: [
        "/api", "/api/character", "/api/character/1", "/api/character/999", "/api/character?page=9", "/api/x",
        "/api/character/avatar/1.jpeg",
    ])
    func everyAnswerAllowsAnyOrigin(target: String) async throws {
        #expect(try await makeSUT().reply(target).header("Access-Control-Allow-Origin") == "*")
    }

    @Test(arguments: ["/api", "/api/episode", "/api/episode/1", "/api/episode/99", "/api/x", "/api/episode/abc"])
    func jsonAnswersDeclareUTF8JSON(target: String) async throws {
        #expect(try await makeSUT().reply(target).header("Content-Type") == "application/json; charset=utf-8")
    }

    @Test(arguments: ["http://127.0.0.1:8080", "http://127.0.0.1:8080/", "http://127.0.0.1:8080/api/"])
    func baseURLMayBeTheOriginOrTheAPIBase(base: String) throws {
        let sut = ReplicaAPI(dataset: try SmallUniverse.dataset(), baseURL: try #require(URL(string: base)))

        #expect(sut.apiBaseURL == "http://127.0.0.1:8080/api")
    }

    @Test func aMatchingIfNoneMatchGetsA304WithoutBody() async throws {
        let sut = try makeSUT()
        let first = await sut.reply("/api/character/1")
        let etag = try #require(first.header("ETag"))

        let second = await sut.reply("/api/character/1", headers: [("If-None-Match", etag)])

        #expect(etag.hasPrefix("W/\""))
        #expect(second.status == 304)
        #expect(second.response.body.isEmpty)
    }

    @Test func errorsAreNeverTurnedInto304() async throws {
        let sut = try makeSUT()
        let etag = try #require(await sut.reply("/api/character/999").header("ETag"))

        #expect(await sut.reply("/api/character/999", headers: [("If-None-Match", etag)]).status == 404)
    }

    private func makeSUT() throws -> ReplicaAPI {
        try SmallUniverse.makeAPI()
    }
}
