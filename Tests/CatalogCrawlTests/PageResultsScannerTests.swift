import Foundation
import Testing

@testable import CatalogCrawl

@Suite("PageResultsScanner")
struct PageResultsScannerTests {
    @Test func findsTheExactBytesOfEveryResultObject() throws {
        let page = #"{"info":{"count":2,"pages":1,"next":null,"prev":null},"results":[{"id":1,"a":[1,2]},{"id":2}]}"#

        let objects = try objects(in: page)

        #expect(objects == [#"{"id":1,"a":[1,2]}"#, #"{"id":2}"#])
    }

    @Test func ignoresBracesBracketsAndQuotesInsideStrings() throws {
        let page = #"{"results":[{"name":"a } ] { [ \" \\","id":1},{"name":"\\\"}","id":2}]}"#

        let objects = try objects(in: page)

        #expect(objects == [#"{"name":"a } ] { [ \" \\","id":1}"#, #"{"name":"\\\"}","id":2}"#])
    }

    @Test func ignoresAResultsKeyNestedDeeperAndToleratesWhitespace() throws {
        let page = """
            {
              "info": {"results": [{"id": 9}], "note": "results"},
              "results" : [ {"id": 1} ,
                {"id": 2, "nested": {"results": [{"id": 3}]}} ]
            }
            """

        let objects = try objects(in: page)

        #expect(objects == [#"{"id": 1}"#, #"{"id": 2, "nested": {"results": [{"id": 3}]}}"#])
    }

    @Test(arguments: [
        #"{"info":{"count":0}}"#,
        #"{"results":{"id":1}}"#,
        #"{"results":[{"id":1},{"id":2"#,
        "",
    ])
    func findsNothingWithoutACompleteResultsArray(page: String) {
        #expect(PageResultsScanner.objectRanges(in: Data(page.utf8)) == nil)
    }

    private func objects(in page: String) throws -> [String] {
        let data = Data(page.utf8)
        let ranges = try #require(PageResultsScanner.objectRanges(in: data))
        return ranges.map { String(decoding: data.subdata(in: $0), as: UTF8.self) }
    }
}
