import FeatureDomain
import Foundation
import Testing

@testable import LocationsFeature

@Suite("LocationCrawlLinks")
struct LocationCrawlLinksTests {
    @Test func aPageLinksEachLocationsResidentsCutAsTheDetailAsksForThem() throws {
        let page = Data(
            """
            {"info":{"count":2,"pages":1,"next":null,"prev":null},"results":[
            {"id":1,"name":"A","type":"Planet","dimension":"X","residents":["https://x/api/character/9",\
            "https://x/api/character/2"],"url":"","created":""},
            {"id":2,"name":"B","type":"","dimension":"","residents":[],"url":"","created":""}]}
            """.utf8)

        let lists = try LocationCrawlLinks.lists(in: page)

        #expect(lists.map(\.ids) == [[2, 9]])
        #expect(lists.map(\.resource.rawValue) == ["character"])
        #expect(LocationCrawlLinks.contribution.resource.rawValue == "location")
    }
}
