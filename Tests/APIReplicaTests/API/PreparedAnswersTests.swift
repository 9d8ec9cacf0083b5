import Foundation
import Testing

@testable import APIReplica

@Suite("Answers prepared once per request target")
struct PreparedAnswersTests {
    @Test func aRepeatedRequestGetsTheSameBytesPreparedOnce() async throws {
        let sut = try makeSUT()

        let first = await sut.reply("/api/character?page=1&name=rick")
        let second = await sut.reply("/api/character?page=1&name=rick")

        #expect(first.status == 200)
        #expect(second.response == first.response)
        #expect(sut.preparedAnswerCount == 1)
    }

    @Test func aFragmentOrAnAbsoluteFormTargetSharesThePreparedAnswer() async throws {
        let sut = try makeSUT()

        let plain = await sut.reply("/api/character/3")
        let absolute = await sut.reply("http://127.0.0.1:8080/api/character/3#top")

        #expect(absolute.response == plain.response)
        #expect(sut.preparedAnswerCount == 1)
    }

    @Test(arguments: [
        ("/api/character?page=2", "/api/character?page=2"), ("/api/character?", "/api/character"),
        ("/api/character#x", "/api/character"), ("http://h/api/character?page=2#x", "/api/character?page=2"),
    ])
    func targetsAreKeyedByTheirPathAndQuery(target: String, key: String) {
        #expect(RequestTarget.normalizedKey(for: target) == key)
        #expect(RequestTarget(target).normalized == key)
    }

    @Test func aConditionalRequestOfAPreparedPageGetsA304WithoutBody() async throws {
        let sut = try makeSUT()
        let page = await sut.reply("/api/location")
        let etag = try #require(page.header("ETag"))

        let revalidated = await sut.reply("/api/location", headers: [("If-None-Match", etag)])

        #expect(revalidated.status == 304)
        #expect(revalidated.response.body.isEmpty)
        #expect(revalidated.header("ETag") == etag)
        #expect(revalidated.header("Content-Type") == nil)
        #expect(await sut.reply("/api/location").status == 200)
    }

    @Test func errorAnswersArePreparedWithTheirStatusAndBody() async throws {
        let sut = try makeSUT()

        _ = await sut.reply("/api/character/9999")
        let again = await sut.reply("/api/character/9999")

        #expect(again.status == 404)
        #expect(again.error == "Character not found")
    }

    @Test func theCacheDropsOldAnswersPastItsByteLimit() {
        let sut = PreparedAnswers(byteLimit: 4_000)
        let answer = PreparedAnswer.json(Data(repeating: UInt8(ascii: "a"), count: 1_000))

        for number in 0..<20 {
            _ = sut.answer(forTarget: "/api/character?name=\(number)") { answer }
        }

        #expect(sut.count <= 3)
        #expect(sut.count >= 1)
    }

    @Test func anAnswerLargerThanTheLimitIsServedButNotKept() {
        let sut = PreparedAnswers(byteLimit: 100)

        let served = sut.answer(forTarget: "/api") { .json(Data(repeating: 0x20, count: 1_000)) }

        #expect(served.response.body.count == 1_000)
        #expect(sut.count == 0)
    }

    private func makeSUT() throws -> ReplicaAPI {
        ReplicaAPI(dataset: try SmallUniverse.dataset(), baseURL: SmallUniverse.baseURL)
    }
}
