import APIReplica
import CatalogCrawl
import Foundation
import Locking
import LoopbackHTTP
import Networking
import Storage
import Testing

@Suite("CrawledCatalog: the crawled pages answer any list offline")
struct CrawledCatalogTests {
    private static let base = URL(string: "http://api.test/api") ?? URL(fileURLWithPath: "/")
    private static let crawledAt = Date(timeIntervalSince1970: 1_700_000_000)
    private static let unreachable = NetworkError.transport(
        .connectionRefused, reason: "refused", url: base.appendingPathComponent("character"))

    @Test(arguments: [
        "character?name=rick&status=alive", "character?status=alive&page=2", "character?status=dead&species=alien",
        "character?name=RiCk",
        "episode?episode=S01", "location?type=planet", "location?dimension=unknown", "character/1,2,3", "location/3",
        "character/1",
    ])
    func aRequestIsAnsweredExactlyAsTheServerAnswersIt(request: String) throws {
        let (sut, server) = try makeSUT()

        let answer = try sut.answer(forKey: "\(Self.base.absoluteString)/\(request)", after: Self.unreachable)

        #expect(answer?.data == server.answer(HTTPServerRequest(method: "GET", target: "/api/\(request)")).body)
    }

    @Test func theAnswerIsStaleFromDiskAndAsOldAsTheOldestPageItCameFrom() throws {
        let (sut, _) = try makeSUT()

        let answer = try sut.answer(forKey: "\(Self.base.absoluteString)/character?name=rick", after: Self.unreachable)

        #expect(answer?.isStale == true)
        #expect(answer?.origin == .disk)
        #expect(answer?.storedAt == Self.crawledAt)
    }

    @Test func aSearchThatMatchesNothingThrowsTheAPIsOwn404AnsweredFromTheCrawl() throws {
        let (sut, _) = try makeSUT()
        let key = "\(Self.base.absoluteString)/character?name=zzzz"
        let url = try #require(URL(string: key))

        let error = #expect(throws: SavedAnswerFailure.self) { try sut.answer(forKey: key, after: Self.unreachable) }

        #expect(error?.failure as? NetworkError == .httpStatus(code: 404, message: "There is nothing here", url: url))
        #expect(error?.savedAt == Self.crawledAt)
    }

    @Test func onlyAServerThatCouldNotBeReachedIsAnsweredFor() throws {
        let (sut, _) = try makeSUT()
        let key = "\(Self.base.absoluteString)/character?name=rick"
        let url = try #require(URL(string: key))

        #expect(try sut.answer(forKey: key, after: NetworkError.httpStatus(code: 500, message: nil, url: url)) == nil)
        #expect(try sut.answer(forKey: key, after: CancellationError()) == nil)
        #expect(try sut.answer(forKey: key, after: Self.unreachable) != nil)
    }

    @Test(arguments: [
        "http://api.test/api/character/avatar/1.jpeg", "http://other.test/api/character?name=rick",
        "http://api.test:8080/api/character?name=rick", "http://api.test/api", "http://api.test/api/unknown?page=1",
    ])
    func imagesOtherServersAndOtherPathsAreNotAnswered(key: String) throws {
        let (sut, _) = try makeSUT()

        #expect(try sut.answer(forKey: key, after: Self.unreachable) == nil)
    }

    @Test func aResourceWithAPageMissingIsNotAnsweredWhileTheOthersAre() throws {
        let (sut, _) = try makeSUT(missing: (.character, 2))

        #expect(
            try sut.answer(forKey: "\(Self.base.absoluteString)/character?name=rick", after: Self.unreachable) == nil)
        #expect(
            try sut.answer(forKey: "\(Self.base.absoluteString)/episode?name=pilot", after: Self.unreachable) != nil)
    }

    @Test func aResourceTheFeaturesDoNotCrawlIsNotAnswered() throws {
        let (sut, _) = try makeSUT(resources: [.episode])

        #expect(try sut.answer(forKey: "\(Self.base.absoluteString)/character/1", after: Self.unreachable) == nil)
    }

    @Test func theServersSchemeAndHostMatchInAnyLetterCase() throws {
        let (sut, server) = try makeSUT(configured: "HTTP://API.Test/api/")

        let answer = try sut.answer(forKey: "http://api.test/api/location?type=planet", after: Self.unreachable)

        #expect(
            answer?.data == server.answer(HTTPServerRequest(method: "GET", target: "/api/location?type=planet")).body)
    }

    // MARK: - Helpers

    /// A cache holding every page of the sample's three lists, as a crawl of `base` stores them (page 1 first, the
    /// others a minute later), and the server that answered them.
    private func makeSUT(
        resources: [RickAndMortyAPI.Resource] = RickAndMortyAPI.Resource.allCases,
        missing: (RickAndMortyAPI.Resource, Int)? = nil, configured: String? = nil
    ) throws -> (CrawledCatalog, ReplicaAPI) {
        let server = ReplicaAPI(dataset: try ReplicaDataset.bundledSample(), baseURL: Self.base)
        let now = Locked(Self.crawledAt)
        let store = MemoryCache(now: { now.withLock { $0 } })
        let crawled = APIConfiguration(baseURL: Self.base)
        for resource in RickAndMortyAPI.Resource.allCases {
            var page = 1
            var pages = 1
            while page <= pages {
                let answer = server.answer(
                    HTTPServerRequest(method: "GET", target: "/api/\(resource.rawValue)?page=\(page)"))
                pages = try JSONDecoder().decode(PageInfo.self, from: answer.body).info.pages
                if missing.map({ $0 == (resource, page) }) != true {
                    let key = try crawled.url(for: .page(page, of: resource)).absoluteString
                    store.store(answer.body, forKey: key, expiresAt: nil)
                }
                now.withLock { $0 = Self.crawledAt.addingTimeInterval(60) }
                page += 1
            }
        }
        let configuration = APIConfiguration(baseURL: try #require(URL(string: configured ?? Self.base.absoluteString)))
        return (CrawledCatalog(store: store, configuration: configuration, resources: resources), server)
    }
}

private struct PageInfo: Decodable {
    struct Info: Decodable {
        let pages: Int
    }

    let info: Info
}
