import APIReplica
import Foundation
import Testing

@Suite("ReplicaAPI avatars")
struct ReplicaAPIAvatarTests {
    @Test func anAvatarIsServedAsAJPEGWithStaticFileCacheHeaders() async throws {
        let reply = try await makeSUT().reply("/api/character/avatar/3.jpeg")

        #expect(reply.status == 200)
        #expect(reply.response.body == SmallUniverse.avatar(3))
        #expect(reply.header("Content-Type") == "image/jpeg")
        #expect(reply.header("Cache-Control") == "public, max-age=0")
        #expect(reply.header("Last-Modified") == "Sat, 05 Nov 2022 00:00:00 GMT")
        #expect(reply.header("ETag")?.hasPrefix("W/\"") == true)
        #expect(reply.header("Access-Control-Allow-Origin") == "*")
    }

    @Test func headAnswersLikeGET() async throws {
        let sut = try makeSUT()

        #expect(
            await sut.reply("/api/character/avatar/3.jpeg", method: "HEAD").response
                == sut.reply("/api/character/avatar/3.jpeg").response
        )
    }

    @Test(arguments: ["9.jpeg", "01.jpeg", "1.png", "1.JPEG", "abc.jpeg", ".jpeg", "-1.jpeg"])
    func aMissingAvatarFallsThroughToTheCatchAll404(file: String) async throws {
        let reply = try await makeSUT().reply("/api/character/avatar/\(file)")

        #expect(reply.status == 404)
        #expect(reply.error == "There is nothing here.")
    }

    @Test(arguments: ["/api/character/avatar", "/api/character/avatar/"])
    func theAvatarFolderIs404WithoutAPeriod(target: String) async throws {
        let reply = try await makeSUT().reply(target)

        #expect(reply.status == 404)
        #expect(reply.text == #"{"error":"There is nothing here"}"#)
    }

    @Test func aConditionalRequestForAnUnchangedAvatarGetsA304() async throws {
        let sut = try makeSUT()
        let etag = try #require(await sut.reply("/api/character/avatar/2.jpeg").header("ETag"))

        let byTag = await sut.reply("/api/character/avatar/2.jpeg", headers: [("If-None-Match", "\"x\", \(etag)")])
        let byDate = await sut.reply(
            "/api/character/avatar/2.jpeg",
            headers: [("If-Modified-Since", "Sun, 06 Nov 2022 00:00:00 GMT")]
        )
        let stale = await sut.reply(
            "/api/character/avatar/2.jpeg",
            headers: [("If-Modified-Since", "Fri, 04 Nov 2022 00:00:00 GMT")]
        )

        #expect(byTag.status == 304)
        #expect(byTag.response.body.isEmpty)
        #expect(byDate.status == 304)
        #expect(stale.status == 200)
    }

    private func makeSUT() throws -> ReplicaAPI {
        try SmallUniverse.makeAPI()
    }
}
