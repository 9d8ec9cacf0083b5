import FeatureDomain
import FeatureKit
import Foundation
import Testing

@testable import LocationsFeature

@Suite("Location crawl links")
struct LocationCrawlLinksTests {
    @Test func eachLocationsResidentsAreTheRequestsItsDetailMakes() throws {
        let residents = (1...25).map { "\"https://host/api/character/\($0)\"" }.joined(separator: ",")
        let page = """
            {"info": {"count": 2, "pages": 1, "next": null, "prev": null}, "results": [
              {"id": 1, "name": "A", "type": "Planet", "dimension": "X", "residents": [\(residents)],
               "url": "https://host/api/location/1", "created": "2017"},
              {"id": 2, "name": "B", "type": "Planet", "dimension": "X", "residents": [],
               "url": "https://host/api/location/2", "created": "2017"}
            ]}
            """

        let lists = try LocationCrawlLinks.contribution.linkedLists(Data(page.utf8))

        #expect(lists == IDBatches.batches(Array(1...25)).map { LinkedItems(resource: .character, ids: $0) })
    }
}
