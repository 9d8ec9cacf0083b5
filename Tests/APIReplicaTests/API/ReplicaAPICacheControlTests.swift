import APIReplica
import Foundation
import Testing

@Suite("ReplicaAPI Cache-Control and conditional JSON")
struct ReplicaAPICacheControlTests {
    @Test func jsonCarriesTheLiveAPIsCacheControlAndAnETagUnlessToldOtherwise() async throws {
        let reply = try await SmallUniverse.makeAPI().reply("/api/character/1")

        #expect(reply.status == 200)
        #expect(reply.header("Cache-Control") == "public, max-age=7776000, immutable")
        #expect(reply.header("ETag")?.hasPrefix("W/\"") == true)
    }

    @Test func aReplicaWhoseDataMayChangeTellsClientsToAskAgainBeforeEachUse() async throws {
        let sut = try makeSUT(.revalidated)

        #expect(await sut.reply("/api/character?page=1").header("Cache-Control") == "no-cache")
        #expect(await sut.reply("/api/character/avatar/1.jpeg").header("Cache-Control") == "public, max-age=0")
    }

    @Test func anImmutableReplicaSaysSoOfItsAvatarsToo() async throws {
        let reply = try await makeSUT(.immutable).reply("/api/character/avatar/1.jpeg")

        #expect(reply.header("Cache-Control") == "public, max-age=7776000, immutable")
    }

    @Test func anErrorCarriesNoCacheControl() async throws {
        let reply = try await makeSUT(.revalidated).reply("/api/character/999")

        #expect(reply.status == 404)
        #expect(reply.header("Cache-Control") == nil)
    }

    @Test func aConditionalRequestForAnUnchangedRecordGetsA304WithItsHeadersOnly() async throws {
        let sut = try makeSUT(.revalidated)
        let etag = try #require(await sut.reply("/api/character/1").header("ETag"))

        let reply = await sut.reply("/api/character/1", headers: [("If-None-Match", etag)])

        #expect(reply.status == 304)
        #expect(reply.response.body.isEmpty)
        #expect(reply.header("ETag") == etag)
        #expect(reply.header("Cache-Control") == "no-cache")
    }

    @Test func theSameRequestToAReplicaOfAnEditedRecordGetsTheWholeNewRecord() async throws {
        let etag = try #require(await makeSUT(.revalidated).reply("/api/character/1").header("ETag"))
        let edited = try DatasetLoader.dataset(
            characters: Data(
                SmallUniverse.charactersJSON.replacingOccurrences(of: "Citizen 1\"", with: "Edited 1\"").utf8),
            episodes: Data(SmallUniverse.episodesJSON.utf8), locations: Data(SmallUniverse.locationsJSON.utf8))
        let sut = ReplicaAPI(dataset: edited, baseURL: SmallUniverse.baseURL, cacheControl: .revalidated)

        let reply = await sut.reply("/api/character/1", headers: [("If-None-Match", etag)])

        #expect(reply.status == 200)
        #expect(reply.object["name"] as? String == "Edited 1")
        #expect(reply.header("ETag") != etag)
    }

    @Test func theSameDataServedAtAnotherPortKeepsItsTagSoAClientFilingItByItsDataGetsA304() async throws {
        let elsewhere = URL(string: "http://127.0.0.1:54321") ?? SmallUniverse.baseURL
        let etag = try #require(await makeSUT(.immutable).reply("/api/character?page=2").header("ETag"))
        let sut = ReplicaAPI(dataset: try SmallUniverse.dataset(), baseURL: elsewhere, cacheControl: .immutable)

        let reply = await sut.reply("/api/character?page=2", headers: [("If-None-Match", etag)])

        #expect(reply.status == 304)
        #expect(await sut.reply("/api/character?page=2").text.contains("http://127.0.0.1:54321/api/character/21"))
    }

    private func makeSUT(_ cacheControl: ReplicaCacheControl) throws -> ReplicaAPI {
        ReplicaAPI(dataset: try SmallUniverse.dataset(), baseURL: SmallUniverse.baseURL, cacheControl: cacheControl)
    }
}
