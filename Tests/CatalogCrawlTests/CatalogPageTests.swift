import Foundation
import Networking
import Testing

@testable import CatalogCrawl

@Suite("CatalogPage")
struct CatalogPageTests {
    private static let url = URL(string: "http://127.0.0.1:1/api/character?page=1") ?? URL(fileURLWithPath: "/")

    @Test func readsTheCountsTheIdsAndTheExactBytesOfEveryResultObject() throws {
        let body = #"{"info":{"count":2,"pages":1,"next":null,"prev":null},"results":[{"id":1,"a":[1,2]} ,{"id":2}]}"#

        let (page, objects) = try makeSUT(body)

        #expect(page.info == CatalogPage.Info(count: 2, pages: 1))
        #expect(page.results.map(\.id) == [1, 2])
        #expect(objects == [#"{"id":1,"a":[1,2]}"#, #"{"id":2}"#])
    }

    @Test func ignoresBracesQuotesAndResultsKeysThatAreNotThePagesOwn() throws {
        let body = """
            {"info": {"count": 2, "pages": 1, "results": [{"id": 9}]},
             "results" : [ {"name":"a } ] { [ \\" \\\\","id":1},
               {"id": 2, "nested": {"results": [{"id": 3}]}} ]}
            """

        let (page, objects) = try makeSUT(body)

        #expect(page.results.map(\.id) == [1, 2])
        #expect(objects == [#"{"name":"a } ] { [ \" \\","id":1}"#, #"{"id": 2, "nested": {"results": [{"id": 3}]}}"#])
    }

    @Test(arguments: [
        (#"{"info":{"count":1,"pages":1},"results":{"id":1}}"#, "results"),
        (#"{"info":{"count":1},"results":[]}"#, "info.pages"),
        (#"{"info":{"count":1,"pages":1},"results":[{"id":"1"}]}"#, "results[0].id"),
        (#"{"info":{"count":1,"pages":1},"results":[{"id":1},{"name":"x"}]}"#, "results[1].id"),
        (#"{"info":{"count":1,"pages":1},"results":[{"id":1},{"id":2"#, ""),
    ])
    func refusesAPageThatIsNotOneNamingThePath(body: String, path: String) {
        #expect {
            try CatalogPage(reading: Data(body.utf8), url: Self.url)
        } throws: { error in
            guard case .decoding(let failingPath, let reason, let url) = error as? NetworkError else { return false }
            return failingPath == path && url == Self.url && !reason.isEmpty
        }
    }

    @Test func refusesAPageWithAKeyTwiceAsAContradictionNamingThePath() {
        let error = #expect(throws: CatalogInconsistency.self) {
            try CatalogPage(
                reading: Data(#"{"info":{"count":1,"pages":1,"pages":2},"results":[]}"#.utf8), url: Self.url)
        }

        #expect(error?.description.contains(#"at info: the key "pages" appears twice in one object"#) == true)
    }

    private func makeSUT(_ body: String) throws -> (CatalogPage, [String]) {
        let data = Data(body.utf8)
        let page = try CatalogPage(reading: data, url: Self.url)
        return (page, page.results.map { String(decoding: data[$0.range], as: UTF8.self) })
    }
}
