import Foundation
import TestSupport
import Testing

@testable import CatalogCrawl

@Suite("One verdict: the crawl's pages")
struct CatalogPageVerdictTests {
    private static let url = URL(string: "http://127.0.0.1:1/api/character?page=1") ?? URL(fileURLWithPath: "/")

    @Test(arguments: JSONVerdictTable.cases)
    func theCrawlAcceptsOrRefusesEachDocumentOfTheTable(_ document: JSONVerdictCase) {
        let page = #"{"info":{"count":1,"pages":1,"next":null,"prev":null},"results":[{"id":1}]}"#

        let accepted = (try? CatalogPage(reading: document.applied(to: page), url: Self.url)) != nil

        #expect(accepted == document.accepted)
    }
}
