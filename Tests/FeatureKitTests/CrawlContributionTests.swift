import FeatureDomain
import FeatureKit
import Foundation
import Networking
import Testing

@Suite("A crawl contribution of pages")
struct CrawlContributionTests {
    @Test func eachItemsLinksAreTheMultiIDRequestsItsDetailMakes() throws {
        let sut = CrawlContribution.pages(of: .location, as: Place.self, linking: .character) { $0.residents }
        let residents = (1...25).map { "\"https://host/api/character/\($0)\"" }.joined(separator: ",")
        let page =
            #"{"info": {"count": 2, "pages": 1}, "results": [{"residents": [\#(residents)]}, {"residents": []}]}"#

        let lists = try sut.linkedLists(Data(page.utf8))

        #expect(sut.resource == .location)
        #expect(sut.image == nil)
        #expect(lists == IDBatches.batches(Array(1...25)).map { LinkedItems(resource: .character, ids: $0) })
    }

    @Test func aPageThatDoesNotDecodeThrows() {
        let sut = CrawlContribution.pages(of: .location, as: Place.self, linking: .character) { $0.residents }

        #expect(throws: (any Error).self) { try sut.linkedLists(Data("{}".utf8)) }
    }

    private struct Place: Decodable, Sendable {
        let residents: [String]
    }
}
